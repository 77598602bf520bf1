import { nodeSourceProject } from '../../vitest.preset.ts'

export default nodeSourceProject({
  name: 'adapter-bitcoin',
  // One Esplora-compatible server over a regtest chain for the whole run; its URL reaches tests via inject().
  globalSetup: ['./test/setup.global.ts'],
})
