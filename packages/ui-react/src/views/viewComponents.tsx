import type { ComponentType } from 'react'
import * as React from 'react'
import type { ShippedView } from './shippedViews'

const loaders = {
  Connect: () => import('./Connect/Connect'),
  ConnectWallets: () => import('./ConnectWallets/ConnectWallets'),
  AllWallets: () => import('./AllWallets/AllWallets'),
  ConnectingExternal: () => import('./ConnectingExternal/ConnectingExternal'),
  ConnectingWalletConnectBasic: () => import('./ConnectingWalletConnectBasic/ConnectingWalletConnectBasic'),
  Account: () => import('./Account/Account'),
  Networks: () => import('./Networks/Networks'),
  SwitchNetwork: () => import('./SwitchNetwork/SwitchNetwork'),
  SwitchActiveChain: () => import('./SwitchActiveChain/SwitchActiveChain'),
  UnsupportedChain: () => import('./UnsupportedChain/UnsupportedChain'),
  SIWXSignMessage: () => import('./SIWXSignMessage/SIWXSignMessage'),
  EmailVerifyOtp: () => import('./EmailVerifyOtp/EmailVerifyOtp'),
  DataCapture: () => import('./DataCapture/DataCapture'),
  WalletReceive: () => import('./WalletReceive/WalletReceive'),
  WalletSend: () => import('./WalletSend/WalletSend'),
  WalletSendPreview: () => import('./WalletSendPreview/WalletSendPreview'),
  OnRampFiatSelect: () => import('./OnRamp/OnRampFiatSelect'),
  OnRampTokenSelect: () => import('./OnRamp/OnRampTokenSelect'),
  OnRampProviders: () => import('./OnRamp/OnRampProviders'),
  Swap: () => import('./Swap/Swap'),
  SwapPreview: () => import('./Swap/SwapPreview'),
} satisfies Record<ShippedView, () => Promise<{ default: ComponentType }>>

// Chunks are code; a module-level cache of loaded code is not state (every client renders the same views).
const loaded: Partial<Record<ShippedView, ComponentType>> = {}
const pending: Partial<Record<ShippedView, Promise<void>>> = {}

/** Loads a view's chunk once (a failed load is retried on the next call). */
export function preloadView(view: ShippedView): Promise<void> {
  const existing = pending[view]
  if (existing) return existing
  const promise: Promise<void> = loaders[view]().then(
    (module) => {
      loaded[view] = module.default
      // React's thenable convention: use() of a promise marked fulfilled returns at once, without suspending.
      Object.assign(promise, { status: 'fulfilled', value: undefined })
    },
    (error: unknown) => {
      delete pending[view]
      throw error
    },
  )
  pending[view] = promise
  return promise
}

/** True once the view's chunk is in, so it renders without suspending. */
export function isViewLoaded(view: ShippedView): boolean {
  return loaded[view] !== undefined
}

// React 19 has use(); React 18 suspends on a thrown promise. Read through the namespace so that a React 18 build
// (where the named export is missing) does not fail to link.
const reactUse = (React as { use?: (promise: Promise<void>) => void }).use

// React 19 wants the same use() calls on the render that resumes as on the one that suspended: use() is called
// every time, and returns at once for a chunk already in (its promise is marked fulfilled).
function suspendUntilLoaded(view: ShippedView): void {
  if (reactUse) reactUse(preloadView(view))
  else if (!isViewLoaded(view)) throw preloadView(view)
}

/** Renders a code-split view: suspends only until its chunk is in, then renders synchronously (no fallback flash). */
export function ViewOutlet({ view }: { view: ShippedView }) {
  suspendUntilLoaded(view)
  const Loaded = loaded[view] as ComponentType
  return <Loaded />
}

/** Views whose code loads only when the visitor heads for them (the on-ramp and swap: a host may never show them). */
const ON_DEMAND_VIEWS: readonly ShippedView[] = [
  'OnRampFiatSelect',
  'OnRampTokenSelect',
  'OnRampProviders',
  'Swap',
  'SwapPreview',
]

/**
 * Loads every view chunk but the on-demand ones (called once the modal chunk is in, so later views open without a
 * fallback).
 */
export function preloadViews(): Promise<unknown> {
  const views = (Object.keys(loaders) as ShippedView[]).filter((view) => !ON_DEMAND_VIEWS.includes(view))
  return Promise.all(views.map(preloadView))
}
