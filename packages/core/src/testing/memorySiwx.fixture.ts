import type { SiwxSession } from '../options/types'

/**
 * Sign-in as a host configures it, its sessions kept in memory: the host's message for app.example, and
 * `required` as `getRequired()` answers it. The sessions stored are returned for the test to read.
 */
export function memorySiwx(required = false) {
  const sessions: SiwxSession[] = []
  const siwx = {
    createMessage: async ({ accountAddress, chainId }: { accountAddress: string; chainId: string }) => ({
      accountAddress,
      chainId: chainId as `${string}:${string}`,
      domain: 'app.example',
      uri: 'https://app.example',
      version: '1',
      nonce: 'abcdef12',
      issuedAt: '2026-11-21T00:00:00.000Z',
    }),
    addSession: async (session: SiwxSession) => {
      sessions.push(session)
    },
    getSessions: async (chainId: string) => sessions.filter((session) => session.data.chainId === chainId),
    setSessions: async () => {},
    getRequired: () => required,
  }
  return { siwx, sessions }
}
