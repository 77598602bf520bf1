import type { ChainNamespace } from '../caip/namespaces'

/**
 * Spec §5: sign-in goes through the embedded wallet's own path (signed in its prompt right after the login, with no
 * sign view of the kit in between) only for eip155, and only while e-mail capture is off; everywhere else the
 * visitor signs in from the SIWXSignMessage view.
 */
export function signsInThroughEmbeddedWallet(input: {
  namespace: ChainNamespace
  embedded: boolean
  emailCapture: boolean
}): boolean {
  return input.embedded && input.namespace === 'eip155' && !input.emailCapture
}
