import type { OpenParameters } from '../actions/open'
import type { Latch } from '../latch/types'
import type { ClientActions } from './clientActions'

/** What `open()` accepts (spec §2 opening rules); the `open` action's parameters. */
export type OpenInput = OpenParameters

/**
 * The client `createLatchClient()` returns: a {@link Latch} (its own store, options and adapters; two clients never
 * share state) that every action of `@latch/core/actions` takes, with the same actions as members for the
 * `client.connect(...)` style (`CLIENT_ACTIONS` in `./clientActions`).
 */
export interface LatchClient extends Latch, ClientActions {}
