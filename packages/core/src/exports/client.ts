// `@latch/core/client`: the client with Latch's actions as members (`client.connect(...)`), for hosts and tests
// written in that style. Names are listed explicitly; a test snapshots them.

export { createLatchClient } from '../client/createLatchClient'
export type { LatchClient, OpenInput } from '../client/types'
