import { nodeSourceProject } from '../../vitest.preset.ts'

export default nodeSourceProject({
  name: 'adapter-solana',
  // One JSON-RPC server over the real SVM (litesvm) for the whole run; its URL reaches tests via inject().
  globalSetup: ['./test/setup.global.ts'],
})
