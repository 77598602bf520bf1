import { nodeSourceProject } from '../../vitest.preset.ts'

export default nodeSourceProject({
  name: 'adapter-polkadot',
  // One Substrate JSON-RPC server for the whole run; its URL reaches tests via inject().
  globalSetup: ['./test/setup.global.ts'],
})
