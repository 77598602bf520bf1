import type { ComponentType } from 'react'
import * as React from 'react'
import { useLatchContext } from '../hooks/useLatchContext'
import type { Feature } from '../i18n/en'
import { loadFeatureEnglish } from '../i18n/featureEnglish'
import { loadFeatureCatalogue } from '../i18n/loadFeatureCatalogue'
import type { Locale } from '../i18n/localeList'
import Connect from './Connect/Connect'
import { FeatureMessages } from './shared/FeatureMessages'
import type { ShippedView } from './shippedViews'

// Connect, the view every opening starts on, is part of the modal's chunk (static import): its code and the helpers
// it shares with other views come in one file with the modal's, not a dozen small chunks, each of which costs JS
// heap on the page before any click (issue 39).
const loaders = {
  Connect: () => Promise.resolve({ default: Connect }),
  ConnectWallets: () => import('./ConnectWallets/ConnectWallets'),
  AllWallets: () => import('./AllWallets/AllWallets'),
  WalletGuide: () => import('./WalletGuide/WalletGuide'),
  ConnectingExternal: () => import('./ConnectingExternal/ConnectingExternal'),
  ConnectingWalletConnectBasic: () => import('./ConnectingWalletConnectBasic/ConnectingWalletConnectBasic'),
  ConnectingFarcaster: () => import('./ConnectingFarcaster/ConnectingFarcaster'),
  Account: () => import('./Account/Account'),
  Connections: () => import('./Connections/Connections'),
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

/**
 * Views whose messages are a feature's catalogue (`i18n/catalogues/<feature>/`): the feature's English and, in
 * another locale, that locale's catalogue load as chunks with the view's, and the view renders once all are in.
 */
const VIEW_FEATURES: Partial<Record<ShippedView, Feature>> = {
  WalletGuide: 'guide',
  Connections: 'connections',
  SIWXSignMessage: 'siwx',
  EmailVerifyOtp: 'email',
  DataCapture: 'email',
  WalletReceive: 'receive',
  WalletSend: 'send',
  WalletSendPreview: 'send',
  OnRampFiatSelect: 'onramp',
  OnRampTokenSelect: 'onramp',
  OnRampProviders: 'onramp',
  Swap: 'swap',
  SwapPreview: 'swap',
  ConnectingWalletConnectBasic: 'walletconnect',
  ConnectingFarcaster: 'wallet',
}

// Chunks are code; a module-level cache of loaded code is not state (every client renders the same views).
const loaded: Partial<Record<ShippedView, ComponentType>> = {}
const pending = new Map<string, Promise<void>>()
const done = new Set<string>()

/** A view's cache key: its messages depend on the locale only when they are a feature's. */
const keyOf = (view: ShippedView, locale: Locale) => (VIEW_FEATURES[view] ? `${view}:${locale}` : view)

/**
 * The view's code and, for a feature's view, the feature's English and its catalogue in `locale`. A failed
 * catalogue of another locale leaves the view in English; failed English fails the load like failed code (the next
 * call retries), so the view never shows its keys in place of words.
 */
function loadViewAndMessages(view: ShippedView, locale: Locale): Promise<unknown> {
  const feature = VIEW_FEATURES[view]
  const code = loaders[view]().then((module) => {
    loaded[view] = module.default
  })
  if (!feature) return code
  if (locale === 'en') return Promise.all([code, loadFeatureEnglish(feature)])
  return Promise.all([
    code,
    loadFeatureEnglish(feature),
    loadFeatureCatalogue(feature, locale).catch(() => {}),
  ])
}

/**
 * Loads a view's chunk once, with its feature's catalogue in the shipped `locale` (default English); a failed load
 * is retried on the next call.
 */
export function preloadView(view: ShippedView, locale: Locale = 'en'): Promise<void> {
  const key = keyOf(view, locale)
  const existing = pending.get(key)
  if (existing) return existing
  const promise: Promise<void> = loadViewAndMessages(view, locale).then(
    () => {
      done.add(key)
      // React's thenable convention: use() of a promise marked fulfilled returns at once, without suspending.
      Object.assign(promise, { status: 'fulfilled', value: undefined })
    },
    (error: unknown) => {
      pending.delete(key)
      throw error
    },
  )
  pending.set(key, promise)
  return promise
}

/** True once the view's chunk (and its feature's catalogue in `locale`) is in, so it renders without suspending. */
export function isViewLoaded(view: ShippedView, locale: Locale = 'en'): boolean {
  return loaded[view] !== undefined && done.has(keyOf(view, locale))
}

// React 19 has use(); React 18 suspends on a thrown promise. Read through the namespace so that a React 18 build
// (where the named export is missing) does not fail to link.
const reactUse = (React as { use?: (promise: Promise<void>) => void }).use

// React 19 wants the same use() calls on the render that resumes as on the one that suspended: use() is called
// every time, and returns at once for a chunk already in (its promise is marked fulfilled).
function suspendUntilLoaded(view: ShippedView, locale: Locale): void {
  if (reactUse) reactUse(preloadView(view, locale))
  else if (!isViewLoaded(view, locale)) throw preloadView(view, locale)
}

/**
 * Renders a code-split view: suspends only until its chunk (and its feature's catalogue) is in, then renders
 * synchronously (no fallback flash). Memoized: a view renders from its own state and context, not again when the
 * modal shell does (closing the modal after a wallet connected re-rendered the whole Connect view, unseen: issue 39).
 */
export const ViewOutlet = React.memo(function ViewOutlet({ view }: { view: ShippedView }) {
  const locale = useLatchContext().messageSources?.shipped ?? 'en'
  suspendUntilLoaded(view, locale)
  const Loaded = loaded[view] as ComponentType
  const feature = VIEW_FEATURES[view]
  return feature ? (
    <FeatureMessages feature={feature}>
      <Loaded />
    </FeatureMessages>
  ) : (
    <Loaded />
  )
})

/**
 * Views whose code loads only when the visitor heads for them (the on-ramp, swap and multi-wallet connections: a
 * host may never show them).
 */
const ON_DEMAND_VIEWS: readonly ShippedView[] = [
  'Connections',
  'OnRampFiatSelect',
  'OnRampTokenSelect',
  'OnRampProviders',
  'Swap',
  'SwapPreview',
]

/**
 * Loads every view chunk but the on-demand ones, with their features' catalogues in `locale` (called once the modal
 * chunk is in, so later views open without a fallback).
 */
export function preloadViews(locale: Locale = 'en'): Promise<unknown> {
  const views = (Object.keys(loaders) as ShippedView[]).filter((view) => !ON_DEMAND_VIEWS.includes(view))
  return Promise.all(views.map((view) => preloadView(view, locale)))
}
