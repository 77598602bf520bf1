import { underReact18 } from './vitest.react18.ts'
import { uiReactSuite } from './vitest.suite.ts'

export default underReact18(uiReactSuite('ui-react-18-first-load', 'first load'))
