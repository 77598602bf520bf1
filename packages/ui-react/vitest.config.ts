import { uiReactSuite } from './vitest.suite.ts'

export default uiReactSuite('ui-react', 'shared page')
