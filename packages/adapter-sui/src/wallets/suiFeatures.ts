import type {
  StandardConnectInput,
  StandardConnectOutput,
  StandardEventsListeners,
  SuiSignPersonalMessageInput,
  SuiSignPersonalMessageOutput,
  Wallet,
} from '@mysten/wallet-standard'

/** A Wallet Standard wallet that passed `isSuiWallet`. */
export type SuiWallet = Wallet

/** The features the adapter drives, read off a wallet that passed `isSuiWallet`. */
export interface SuiWalletFeatures {
  connect(input?: StandardConnectInput): Promise<StandardConnectOutput>
  disconnect?: () => Promise<void>
  onChange(listener: StandardEventsListeners['change']): () => void
  signPersonalMessage?: (input: SuiSignPersonalMessageInput) => Promise<SuiSignPersonalMessageOutput>
}

interface Features {
  'standard:connect': { connect(input?: StandardConnectInput): Promise<StandardConnectOutput> }
  'standard:disconnect'?: { disconnect(): Promise<void> }
  'standard:events': {
    on(event: 'change', listener: StandardEventsListeners['change']): () => void
  }
  'sui:signPersonalMessage'?: {
    signPersonalMessage(input: SuiSignPersonalMessageInput): Promise<SuiSignPersonalMessageOutput>
  }
}

/** Binds the wallet's features (each call goes to the wallet's own feature object, as the standard expects). */
export function suiFeatures(wallet: SuiWallet): SuiWalletFeatures {
  const features = wallet.features as unknown as Features
  const disconnect = features['standard:disconnect']
  const sign = features['sui:signPersonalMessage']
  return {
    connect: (input) => features['standard:connect'].connect(input),
    ...(disconnect ? { disconnect: () => disconnect.disconnect() } : {}),
    onChange: (listener) => features['standard:events'].on('change', listener),
    ...(sign ? { signPersonalMessage: (input) => sign.signPersonalMessage(input) } : {}),
  }
}
