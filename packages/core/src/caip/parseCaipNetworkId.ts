import { InvalidCaipNetworkIdError } from '../errors/classes/InvalidCaipNetworkIdError'
import { describeInput } from './describeInput'

/** Splits a CAIP-2 id into its two parts; throws `InvalidCaipNetworkIdError` unless there are exactly two non-empty parts. */
export function parseCaipNetworkId(id: string): { namespace: string; reference: string } {
  const parts = typeof id === 'string' ? id.split(':') : []
  const [namespace, reference] = parts
  if (parts.length !== 2 || !namespace || !reference)
    throw new InvalidCaipNetworkIdError({ details: describeInput(id) })
  return { namespace, reference }
}
