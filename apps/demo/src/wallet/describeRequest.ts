import type { ReceivedRequest } from '@latch/fixture-walletconnect/wallet'

/**
 * Reads a wallet answers without asking its user (the account list and public keys the dapp needs to verify a
 * signature); the page answers them at once and lists only what the visitor decides.
 */
const READS = new Set([
  'eth_accounts',
  'eth_chainId',
  'cosmos_getAccounts',
  'getAccountAddresses',
  'sui_getAccounts',
])

/** Whether the wallet answers `method` without asking. */
export function isWalletRead(method: string): boolean {
  return READS.has(method)
}

/** A message as text: dapps send its UTF-8 bytes as hex (personal_sign, polkadot_signMessage for hex-like text). */
function readableMessage(value: unknown): string {
  const text = String(value)
  if (!/^0x([0-9a-f]{2})*$/i.test(text)) return text
  const bytes = new Uint8Array((text.length - 2) / 2).map((_, index) =>
    Number.parseInt(text.slice(2 + index * 2, 4 + index * 2), 16),
  )
  return new TextDecoder().decode(bytes)
}

/** The text an ADR-36 sign doc (cosmos_signAmino of a message) carries, base64 in its one MsgSignData. */
function adr36Text(params: unknown): string | undefined {
  const doc = (params as { signDoc?: { msgs?: { type?: string; value?: { data?: string } }[] } }).signDoc
  const [msg] = doc?.msgs ?? []
  if (msg?.type !== 'sign/MsgSignData' || typeof msg.value?.data !== 'string') return undefined
  return new TextDecoder().decode(Uint8Array.from(atob(msg.value.data), (char) => char.charCodeAt(0)))
}

type Describe = (params: unknown) => string | undefined

const message: Describe = (params) => {
  const text = (params as { message?: unknown }).message
  return typeof text === 'string' ? text : undefined
}

/** How each method's request reads on the page: the message or value it carries. */
const DESCRIBE: Record<string, Describe> = {
  personal_sign: (params) => (Array.isArray(params) ? readableMessage(params[0]) : undefined),
  eth_sendTransaction: (params) => {
    if (!Array.isArray(params)) return undefined
    const tx = params[0] as { to?: string; value?: string }
    return `to ${tx.to ?? '?'} value ${tx.value ? BigInt(tx.value).toString() : '0'} wei`
  },
  solana_signMessage: message,
  polkadot_signMessage: (params) => readableMessage((params as { message?: unknown }).message),
  cosmos_signAmino: adr36Text,
  signMessage: message,
  sui_signPersonalMessage: message,
  stx_signMessage: message,
}

/** A readable line for a request: its method's message or value, else its parameters as JSON. */
export function describeRequest(request: ReceivedRequest): string {
  return DESCRIBE[request.method]?.(request.params) ?? JSON.stringify(request.params)
}
