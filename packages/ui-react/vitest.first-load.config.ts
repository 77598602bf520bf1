import { uiReactSuite } from './vitest.suite.ts'

export default uiReactSuite('ui-react-first-load', 'first load')
