import { assertSignInMessageFields, type CaipNetworkId, type SignInMessage } from '@latch/core'
import { MalformedSignInMessageError } from '../errors'

const HEADER = /^(.+) wants you to sign in with your (.+) account:$/
const OPTIONAL_TAGS = [
  ['Expiration Time: ', 'expirationTime'],
  ['Not Before: ', 'notBefore'],
  ['Request ID: ', 'requestId'],
] as const

/**
 * Reads the fields back from a signed EIP-4361 (eip155, numeric Chain ID) or CAIP-122 (CAIP-2 Chain ID) text, as
 * Latch's formatters write them. Anything else (a line too many, a tag out of order, an injected line) is
 * `MalformedSignInMessageError`; a field the grammar does not allow is core's `InvalidSignInMessageError`.
 */
export function parseSignInMessage(text: string): SignInMessage {
  if (typeof text !== 'string' || text.includes('\r')) throw new MalformedSignInMessageError()
  const lines = text.split('\n')
  let index = 0
  const next = () => lines[index++]
  const malformed = (details: string): never => {
    throw new MalformedSignInMessageError({ details })
  }
  const header = HEADER.exec(next() ?? '') ?? malformed('header')
  const [, domain = '', label = ''] = header
  const accountAddress = next() ?? malformed('address')
  if (next() !== '') malformed('blank line after the address')
  let statement: string | undefined
  const afterAddress = lines[index]
  if (afterAddress === '') {
    // EIP-4361 without a statement: its two blank lines.
    index += 1
  } else if (afterAddress !== undefined && !afterAddress.startsWith('URI: ')) {
    statement = afterAddress
    index += 1
    if (next() !== '') malformed('blank line after the statement')
  }
  const tagged = (tag: string): string => {
    const line = next()
    return line?.startsWith(tag) ? line.slice(tag.length) : malformed(tag.trim())
  }
  const uri = tagged('URI: ')
  const version = tagged('Version: ')
  const chainReference = tagged('Chain ID: ')
  const nonce = tagged('Nonce: ')
  const issuedAt = tagged('Issued At: ')
  const optional: Partial<Record<(typeof OPTIONAL_TAGS)[number][1], string>> = {}
  for (const [tag, field] of OPTIONAL_TAGS) {
    if (lines[index]?.startsWith(tag)) optional[field] = tagged(tag)
  }
  let resources: string[] | undefined
  if (lines[index] === 'Resources:') {
    index += 1
    resources = []
    while (lines[index]?.startsWith('- ')) resources.push((next() ?? '').slice(2))
  }
  if (index !== lines.length) malformed('unexpected line')
  const chainId = (
    label === 'Ethereum' && /^\d+$/.test(chainReference) ? `eip155:${chainReference}` : chainReference
  ) as CaipNetworkId
  const message: SignInMessage = {
    domain,
    accountAddress,
    uri,
    version,
    chainId,
    nonce,
    issuedAt,
    ...(statement !== undefined ? { statement } : {}),
    ...optional,
    ...(resources ? { resources } : {}),
  }
  assertSignInMessageFields(message)
  return message
}
