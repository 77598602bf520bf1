import { nodeSourceProject } from '../../vitest.preset.ts'

export default nodeSourceProject({
  name: 'adapter-stacks',
  // One local Stacks API for the whole run; its URL reaches tests via inject().
  globalSetup: ['./test/setup.global.ts'],
})
