import { nodeSourceProject } from '../../vitest.preset.ts'

export default nodeSourceProject({
  name: 'adapter-sui',
  // One Sui JSON-RPC test node for the whole run; its URL reaches tests via inject().
  globalSetup: ['./test/setup.global.ts'],
})
