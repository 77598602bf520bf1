// Keccak-256 (the pre-standard SHA-3 padding Ethereum uses) for short inputs, in the adapter's light part: the
// EIP-55 address checksum is all it is for, so it stays small (64-bit lanes as BigInt) rather than fast.

const MASK = (1n << 64n) - 1n
const RATE_BYTES = 136

/** The 24 round constants, from the LFSR of the Keccak reference (x^8 + x^6 + x^5 + x^4 + 1). */
const ROUND_CONSTANTS: bigint[] = (() => {
  let lfsr = 1
  const nextBit = () => {
    const bit = lfsr & 1
    lfsr <<= 1
    if (lfsr & 0x100) lfsr ^= 0x171
    return bit
  }
  return Array.from({ length: 24 }, () => {
    let constant = 0n
    for (let j = 0; j < 7; j++) if (nextBit()) constant |= 1n << BigInt((1 << j) - 1)
    return constant
  })
})()

const rotateLeft = (lane: bigint, by: number) =>
  by === 0 ? lane : ((lane << BigInt(by)) | (lane >> BigInt(64 - by))) & MASK

function permute(state: bigint[]): void {
  for (const constant of ROUND_CONSTANTS) {
    // θ
    const parity = [0, 1, 2, 3, 4].map(
      (x) => state[x]! ^ state[x + 5]! ^ state[x + 10]! ^ state[x + 15]! ^ state[x + 20]!,
    )
    for (let x = 0; x < 5; x++) {
      const d = parity[(x + 4) % 5]! ^ rotateLeft(parity[(x + 1) % 5]!, 1)
      for (let y = 0; y < 25; y += 5) state[x + y]! ^= d
    }
    // ρ and π
    let x = 1
    let y = 0
    let current = state[1]!
    for (let t = 0; t < 24; t++) {
      ;[x, y] = [y, (2 * x + 3 * y) % 5]
      const next = state[x + 5 * y]!
      state[x + 5 * y] = rotateLeft(current, (((t + 1) * (t + 2)) / 2) % 64)
      current = next
    }
    // χ
    for (let row = 0; row < 25; row += 5) {
      const lanes = state.slice(row, row + 5)
      for (let i = 0; i < 5; i++)
        state[row + i] = lanes[i]! ^ (~lanes[(i + 1) % 5]! & MASK & lanes[(i + 2) % 5]!)
    }
    // ι
    state[0]! ^= constant
  }
}

/** Keccak-256 of `input`: 32 bytes. */
export function keccak256(input: Uint8Array): Uint8Array {
  const padded = new Uint8Array(Math.floor(input.length / RATE_BYTES + 1) * RATE_BYTES)
  padded.set(input)
  padded[input.length]! ^= 0x01
  padded[padded.length - 1]! ^= 0x80
  const state: bigint[] = new Array(25).fill(0n)
  for (let block = 0; block < padded.length; block += RATE_BYTES) {
    for (let lane = 0; lane < RATE_BYTES / 8; lane++) {
      let value = 0n
      for (let byte = 7; byte >= 0; byte--) value = (value << 8n) | BigInt(padded[block + lane * 8 + byte]!)
      state[lane]! ^= value
    }
    permute(state)
  }
  const out = new Uint8Array(32)
  for (let i = 0; i < 32; i++) out[i] = Number((state[i >> 3]! >> BigInt(8 * (i & 7))) & 0xffn)
  return out
}
