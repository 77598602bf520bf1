import type { CaipNetwork, CaipNetworkId } from '../caip/types'
import type { AccountType } from './types'

/**
 * Connector ids the embedded wallet has in the adapters' lists once loaded: its EIP-6963 rdns (eip155) and its
 * Wallet Standard name (solana). Core marks connectors with these ids as type `embedded` (not listed as wallets).
 */
export const EMBEDDED_CONNECTOR_IDS = {
  eip155: 'dev.latch.embedded',
  solana: 'Latch E-mail Wallet',
} as const

/** The signed-in visitor of the embedded wallet; plain addresses by namespace. Never a key or a share. */
export interface EmbeddedWalletUser {
  id: string
  email: string
  accounts: { eip155: string; solana: string }
}

/** What the e-mail code routes answer when a code was sent. */
export interface EmailCodeSent {
  resendAfterSeconds: number
}

/**
 * The embedded wallet once loaded: its frame is on the page and its provider and Wallet Standard wallet are
 * announced, so the adapters list them under {@link EMBEDDED_CONNECTOR_IDS}. Errors are Latch errors
 * (`EmailCooldownError` 'Please try again after N seconds', `UserRejectedError`, ...).
 */
export interface EmbeddedWallet {
  /** The signed-in user (a session the frame kept across a reload), or null. */
  getUser(): Promise<EmbeddedWalletUser | null>
  /** Sends a login code to `email`. */
  startEmailLogin(email: string): Promise<EmailCodeSent>
  /** Checks the code; creates the wallet (and shows its recovery kit) or opens it. */
  verifyEmailLogin(code: string): Promise<EmbeddedWalletUser>
  /** Sends a code to a new address for the signed-in user. */
  startEmailUpdate(email: string): Promise<EmailCodeSent>
  verifyEmailUpdate(code: string): Promise<EmbeddedWalletUser>
  /** DataCapture: sends a code to `email` for a visitor connected with an external wallet. */
  startEmailCapture(email: string): Promise<EmailCodeSent>
  verifyEmailCapture(input: { email: string; code: string; address: string }): Promise<void>
  /**
   * eip155 on `chainId`: makes the account the smart account (EIP-7702) or a plain EOA again, after the visitor
   * approves it in the frame; the address stays. Resolves with what the chain then says. Absent in a wallet without
   * smart accounts.
   */
  setAccountType?(input: {
    chainId: CaipNetworkId
    type: AccountType
  }): Promise<{ smartAccountDeployed: boolean }>
  /**
   * Social login, after the host opened the provider's login (popup or whole page) with `attempt`: waits for its
   * outcome and signs in (the same user as the e-mail path for the same verified e-mail).
   */
  completeSocialLogin?(input: {
    attempt: string
    provider: string
  }): Promise<EmbeddedWalletUser & { socialProvider: string }>
  /**
   * Stops waiting for the social login `attempt` once its popup closed: resolves `{ underWay: false }` (and the
   * pending `completeSocialLogin` rejects with `UserRejectedError`) when the wallet server has no outcome for it,
   * `{ underWay: true }` when the login reached the server (the popup closes itself then) and goes on.
   */
  cancelSocialLogin?(input: { attempt: string }): Promise<{ underWay: boolean }>
  /** Opens a Sign In With Farcaster login: the link to show as a QR code and a deep link. */
  startFarcasterLogin?(input: { attempt: string }): Promise<{ url: string }>
  /**
   * Waits until the visitor's Farcaster app signed the login (the wallet server verified it), then signs in; a
   * Farcaster account is linked by its fid. `cancelSocialLogin` with the same attempt stops the wait.
   */
  completeFarcasterLogin?(input: {
    attempt: string
  }): Promise<EmbeddedWalletUser & { socialProvider: string; username?: string }>
  /** Signed in: the frame's "Add a passkey" view; resolves once added (`prf`: it can open the wallet on a new device). */
  addPasskey?(): Promise<{ prf: boolean }>
  /** Logs in with a passkey of the wallet server (no e-mail typed); the same user as the e-mail path. */
  connectPasskey?(): Promise<EmbeddedWalletUser>
  /** Signed in: the frame's own view reveals the recovery phrase and keys; nothing of them reaches the host page. */
  exportWallet?(): Promise<void>
  /** Signed in: the frame asks to confirm, then the server forgets its share and the user's sessions. */
  deleteWallet?(): Promise<void>
  /** Ends the frame session; `forgetDevice` also deletes this device's share. */
  signOut(input?: { forgetDevice?: boolean }): Promise<void>
}

/**
 * The host's `embedded` option (`embeddedWallet({ serverUrl })` from `@latch/embedded`): e-mail login through the
 * wallet frame of the host's own server. `load` imports the frame client only when called.
 */
export interface EmbeddedIntegration {
  load(input: {
    projectId: string
    networks: readonly CaipNetwork[]
    customRpcUrls?: Record<string, string[]>
  }): Promise<EmbeddedWallet>
  /**
   * The wallet server's page that starts a social login (`/embedded/social/start`), computed without waiting so
   * the popup opens inside the visitor's click. `returnTo`: the page the full-page login comes back to.
   */
  socialLoginUrl?(input: { projectId: string; provider: string; attempt: string; returnTo?: string }): string
  /** The host offers passkey login on the Connect view (the wallet server's origin must be a WebAuthn RP ID). */
  passkeyLogin?: boolean
  /** The host offers Sign In With Farcaster on the Connect view (the ConnectingFarcaster view). */
  farcasterLogin?: boolean
}
