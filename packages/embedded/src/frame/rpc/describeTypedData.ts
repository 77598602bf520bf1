import { FRAME_ERROR_CODES, FrameRequestError } from '../../protocol/errors'

type Field = { name: string; type: string }
type Types = Record<string, readonly Field[]>

/** EIP-712 typed data as `eth_signTypedData_v4` carries it, after JSON parsing. */
export interface TypedDataPayload {
  domain: Record<string, unknown>
  types: Types
  primaryType: string
  message: Record<string, unknown>
}

/** Rows past this many are summed up in one, so a huge message cannot push the buttons out of reach. */
const MAX_ROWS = 60
const MAX_VALUE_LENGTH = 500

const invalid = (message: string) => new FrameRequestError({ code: FRAME_ERROR_CODES.invalidParams, message })

const DOMAIN_LABELS: [key: string, label: string][] = [
  ['name', 'Domain'],
  ['version', 'Domain version'],
  ['chainId', 'Domain network'],
  ['verifyingContract', 'Verifying contract'],
  ['salt', 'Salt'],
]

/** The typed data of an `eth_signTypedData_v4` request (a JSON string or an object), checked enough to show it. */
export function readTypedData(value: unknown): TypedDataPayload {
  let parsed: unknown = value
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value)
    } catch {
      throw invalid('The typed data is not valid JSON')
    }
  }
  const typed = parsed as Partial<TypedDataPayload> | null
  if (!typed || typeof typed !== 'object') throw invalid('Typed data is required')
  const { domain, types, primaryType, message } = typed
  if (
    !types ||
    typeof types !== 'object' ||
    typeof primaryType !== 'string' ||
    !Array.isArray(types[primaryType])
  )
    throw invalid('The typed data has no definition of its primary type')
  if (!message || typeof message !== 'object') throw invalid('The typed data has no message')
  return { domain: (domain ?? {}) as Record<string, unknown>, types, primaryType, message }
}

function shown(value: unknown): string {
  const text =
    typeof value === 'string' ? value : typeof value === 'bigint' ? value.toString() : JSON.stringify(value)
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH)}…` : text
}

/**
 * What ApproveTransaction shows for typed data: the domain's fields, the primary type, then every field of the
 * message by its path (`from.name`, `items[0].amount`), each value as the visitor reads it (numbers in decimal,
 * text as text), never the raw JSON alone.
 */
export function describeTypedData(typed: TypedDataPayload): { label: string; value: string }[] {
  const rows: { label: string; value: string }[] = []
  for (const [key, label] of DOMAIN_LABELS)
    if (typed.domain[key] !== undefined) rows.push({ label, value: shown(typed.domain[key]) })
  rows.push({ label: 'Primary type', value: typed.primaryType })

  const fieldRows: { label: string; value: string }[] = []
  const walk = (type: string, value: unknown, path: string) => {
    const array = /^(.*)\[(\d*)\]$/.exec(type)
    if (array) {
      const items = Array.isArray(value) ? value : []
      if (items.length === 0) fieldRows.push({ label: path, value: '(empty list)' })
      for (const [index, item] of items.entries()) walk(array[1] as string, item, `${path}[${index}]`)
      return
    }
    const struct = typed.types[type]
    if (struct) {
      const record = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>
      for (const field of struct)
        walk(field.type, record[field.name], path ? `${path}.${field.name}` : field.name)
      return
    }
    fieldRows.push({ label: path, value: shown(value ?? '') })
  }
  walk(typed.primaryType, typed.message, '')

  const room = MAX_ROWS - rows.length
  if (fieldRows.length > room) {
    rows.push(...fieldRows.slice(0, room - 1))
    rows.push({ label: 'More fields', value: `${fieldRows.length - room + 1} more not shown` })
  } else rows.push(...fieldRows)
  return rows
}
