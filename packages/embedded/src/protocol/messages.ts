/** The tag every frame message carries; a message without it (another library's postMessage) is not ours. */
export const PROTOCOL = 'embedded/1' as const

/** A CAIP-2 network id as the frame sees it (`eip155:31337`, `solana:<genesis hash prefix>`). */
export type FrameChainId = `${string}:${string}`

/** The accounts of one embedded wallet: the same for a user on every device. */
export interface EmbeddedAccounts {
  /** Checksummed 0x address (m/44'/60'/0'/0/0). */
  eip155: string
  /** Base58 public key (SLIP-0010 ed25519, m/44'/501'/0'/0'). */
  solana: string
}

/** The signed-in visitor as the frame reports it: never a key, a share or a token. */
export interface EmbeddedUser {
  id: string
  email: string
  accounts: EmbeddedAccounts
}

/** A network the frame may read and send on: the host's own RPC endpoint for it. */
export interface FrameNetwork {
  chainId: FrameChainId
  rpcUrl: string
  /**
   * eip155: the `Simple7702Account` the account delegates to (EIP-7702) to run EIP-5792 batches as one transaction.
   * Without it the frame has no batches on that network.
   */
  smartAccountDelegate?: `0x${string}`
  /**
   * eip155, with `smartAccountDelegate`: the ERC-4337 v0.8 bundler sponsored batches go through. With it,
   * `wallet_sendCalls` takes the ERC-7677 `paymasterService` capability and `wallet_getCapabilities` reports it.
   */
  bundlerUrl?: string
  /** eip155, with `bundlerUrl`: the ERC-7677 paymaster service that sponsors every batch that names none. */
  paymasterUrl?: string
}

/** Requests the host sends and what each resolves with (spec §7 frame messages). */
export interface FrameRequests {
  /** Host options the frame needs: which networks exist and where to read them. */
  Init: {
    payload: { networks: FrameNetwork[] }
    /**
     * `storage: 'ephemeral'` when the browser gives the frame no storage (third-party storage blocked): the wallet
     * works for this page's life from the server's share and the recovery kit or passkey, and keeps nothing.
     */
    result: { user: EmbeddedUser | null; storage?: 'persistent' | 'ephemeral' }
  }
  ConnectEmail: { payload: { email: string }; result: { resendAfterSeconds: number } }
  ConnectOtp: { payload: { code: string }; result: { user: EmbeddedUser } }
  /**
   * Social login: the host opened the login (popup or whole page) at `/embedded/social/start` with `attempt`; the
   * frame waits for its outcome and signs in with it.
   */
  ConnectSocial: {
    payload: { attempt: string; provider: string }
    result: { user: EmbeddedUser; socialProvider: string }
  }
  /**
   * The popup of the social login `attempt` closed: the frame takes one last look at the server. `underWay: false`
   * (no outcome there: the visitor closed it) also ends the waiting `ConnectSocial` with 4001; `underWay: true`
   * (the login reached the server, or the frame is signing in with it) leaves it going.
   */
  CancelSocialLogin: { payload: { attempt: string }; result: { underWay: boolean } }
  /**
   * Sign In With Farcaster: the frame opens the login `attempt` on the wallet server, and answers the link the host
   * shows as a QR code and a deep link (the spec's `farcasterUrl`).
   */
  StartFarcaster: { payload: { attempt: string }; result: { url: string } }
  /**
   * Waits until the visitor's Farcaster app signed the login `attempt` (verified by the server), then signs in
   * with it. `CancelSocialLogin` with the same attempt stops the wait (the visitor left the QR code).
   */
  ConnectFarcaster: {
    payload: { attempt: string }
    /** `username`: the Farcaster name the relay reported (unsigned: for display only). */
    result: { user: EmbeddedUser; socialProvider: string; username?: string }
  }
  /**
   * Adds a passkey to the signed-in wallet: the frame shows its own button (the ceremony needs the visitor's click
   * inside the frame's origin). With the PRF extension the device share is sealed under the passkey, so another
   * device opens the wallet with the passkey alone (`prf: true`); without it the recovery kit stays the way.
   */
  AddPasskey: { payload: Record<string, never>; result: { prf: boolean } }
  /** Logs in with a passkey of this wallet (discoverable: no e-mail typed), then opens the wallet. */
  ConnectPasskey: { payload: Record<string, never>; result: { user: EmbeddedUser } }
  /**
   * Export: after a fresh release of the server's share, the frame shows the mnemonic and private keys in its own
   * document when the visitor asks. Nothing of them is in the answer (null) or in any message.
   */
  ExportWallet: { payload: Record<string, never>; result: null }
  /**
   * Delete: after the visitor confirms in the frame, the server forgets its share and passkeys, every session ends
   * and this device forgets its share. A later login with the same e-mail asks before making a new wallet.
   */
  DeleteWallet: { payload: Record<string, never>; result: null }
  GetUser: { payload: Record<string, never>; result: { user: EmbeddedUser | null } }
  SignOut: { payload: { forgetDevice?: boolean }; result: null }
  RpcRequest: {
    payload: { chainId: FrameChainId; method: string; params?: unknown }
    result: unknown
  }
  UpdateEmail: { payload: { email: string }; result: { resendAfterSeconds: number } }
  UpdateEmailOtp: { payload: { code: string }; result: { user: EmbeddedUser } }
  /** DataCapture: an e-mail for a visitor connected with an external wallet. */
  CaptureEmail: { payload: { email: string }; result: { resendAfterSeconds: number } }
  CaptureEmailOtp: { payload: { email: string; code: string; address: string }; result: null }
  SwitchNetwork: { payload: { chainId: FrameChainId }; result: null }
  /**
   * The eip155 account becomes the smart account (EIP-7702 delegation to the network's `smartAccountDelegate`) or
   * a plain EOA again, after the visitor approves it; the address stays. Resolves once the chain has it.
   */
  SetAccountType: {
    payload: { chainId: FrameChainId; type: 'eoa' | 'smartAccount' }
    result: { smartAccountDeployed: boolean }
  }
  SyncTheme: {
    payload: { themeMode: 'light' | 'dark'; themeVariables?: Record<string, string> }
    result: null
  }
}

/** A request type. */
export type FrameRequestType = keyof FrameRequests

/** Events the frame sends without being asked. */
export interface FrameEvents {
  Ready: Record<string, never>
  /** The frame shows its own UI (ApproveTransaction, recovery kit): the host makes the iframe visible. */
  ShowFrame: { reason: 'approve' | 'recoveryKit' | 'recover' | 'passkey' | 'export' | 'delete' }
  HideFrame: Record<string, never>
  AccountsChanged: { user: EmbeddedUser | null }
}

/** An event type. */
export type FrameEventType = keyof FrameEvents

/** host → frame */
export interface FrameRequestMessage<T extends FrameRequestType = FrameRequestType> {
  latch: typeof PROTOCOL
  id: string
  type: T
  payload: FrameRequests[T]['payload']
}

/** A frame error: a code the host maps to its typed errors and the message to show. */
export interface FrameError {
  /** EIP-1193 numeric codes (4001 user rejected, 4100, 4200, -32602 ...) or a Latch string code. */
  code: number | string
  message: string
}

/** frame → host, the answer to one request. */
export type FrameResponseMessage =
  | { latch: typeof PROTOCOL; id: string; ok: true; result: unknown }
  | { latch: typeof PROTOCOL; id: string; ok: false; error: FrameError }

/** frame → host, unasked. */
export interface FrameEventMessage<E extends FrameEventType = FrameEventType> {
  latch: typeof PROTOCOL
  event: E
  payload: FrameEvents[E]
}
