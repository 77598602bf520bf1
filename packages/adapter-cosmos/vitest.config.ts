import { nodeSourceProject } from '../../vitest.preset.ts'

export default nodeSourceProject({
  name: 'adapter-cosmos',
  // One local CometBFT RPC endpoint for the whole run; its URL reaches tests via inject().
  globalSetup: ['./test/setup.global.ts'],
  // A first connect imports the wallet side and cosmjs' key derivations (chunks of their own): seconds on a busy
  // machine, past vitest's 5 s default.
  testTimeout: 20_000,
})
