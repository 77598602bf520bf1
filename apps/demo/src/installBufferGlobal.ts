import { Buffer } from 'buffer'

// @solana/spl-token builds instruction data with the global `Buffer` (Node's), which browsers do not have: without
// this, an SPL send in the page fails with "Buffer is not defined". Hosts of the solana adapter need the same line
// until the adapter stops depending on it (reported to the adapter's owner).
if (!('Buffer' in globalThis)) Object.assign(globalThis, { Buffer })
