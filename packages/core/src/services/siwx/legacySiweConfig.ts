import type { SignInMessage } from '../../adapter/types'
import { SignInNotVerifiedError } from '../../errors/catalogue'
import type { SiweConfig, SiwxConfig, SiwxSession } from '../../options/types'
import { pageBoundMessage } from './pageBoundMessage'
import { pageOrigin } from './pageOrigin'

function chainReference(chainId: string): string {
  return chainId.split(':')[1] ?? ''
}

/**
 * The legacy `siweConfig` as `siwx` hooks: the host's nonce, its `verifyMessage` deciding whether a signature
 * makes a session, its `getSession` telling which account and chain are signed in, and `signOut` ending it.
 */
export function siweConfigToSiwx(config: SiweConfig, now: () => number): SiwxConfig {
  const signOut = async () => {
    await config.signOut()
    config.onSignOut?.()
  }
  return {
    required: config.required !== false,
    async createMessage({ accountAddress, chainId }): Promise<SignInMessage> {
      const params = (await config.getMessageParams?.()) ?? {}
      const issuedAt = now()
      return {
        ...pageBoundMessage({
          accountAddress,
          chainId,
          issuedAt,
          nonce: await config.getNonce(accountAddress),
        }),
        ...(params.expiry ? { expirationTime: new Date(issuedAt + params.expiry * 1000).toISOString() } : {}),
        ...(params.statement ? { statement: params.statement } : {}),
        ...(params.resources?.length ? { resources: params.resources } : {}),
      }
    },
    async addSession(session) {
      const valid = await config.verifyMessage({ message: session.message, signature: session.signature })
      if (!valid) throw new SignInNotVerifiedError()
      config.onSignIn?.({
        address: session.data.accountAddress,
        chainId: Number(chainReference(session.data.chainId)),
      })
    },
    async getSessions(chainId, address): Promise<SiwxSession[]> {
      const session = await config.getSession()
      if (!session) return []
      if (session.address.toLowerCase() !== address.toLowerCase()) return []
      if (String(session.chainId) !== chainReference(chainId)) return []
      // The legacy option keeps no message: the session is the host's word that this account is signed in.
      return [
        {
          data: {
            accountAddress: address,
            chainId: chainId as SignInMessage['chainId'],
            domain: pageOrigin()?.domain ?? '',
            uri: pageOrigin()?.uri ?? '',
            version: '1',
            nonce: '',
            issuedAt: '',
          },
          message: '',
          signature: '',
        },
      ]
    },
    async setSessions(sessions) {
      if (sessions.length === 0) await signOut()
    },
    revokeSession: signOut,
  }
}
