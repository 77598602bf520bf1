// What the gallery's state lists share: the state's shape and the steps several states take to reach theirs.
import type { Notice, View } from '@latch/core'
import {
  connect,
  type OpenParameters,
  open,
  setSendAmount,
  setSendReceiver,
  setSendToken,
  showToast,
} from '@latch/core/actions'
import type { GalleryScene, GallerySceneOptions } from './createGalleryScene'

/** One state of one view: how a fresh scene reaches it, and what the modal shows once it is there. */
export interface GalleryState {
  /** `<View>:<state>`, as `data-gallery-state` marks it. */
  id: `${View}:${string}`
  view: View
  /** One line for the reviewer: what this state is. */
  caption: string
  scene?: Omit<GallerySceneOptions, 'theme'>
  reach(scene: GalleryScene): Promise<void>
  /**
   * Text the dialog shows once the state has its content (what the gallery waits for before it says ready); a list:
   * every text in it.
   */
  shows: string | RegExp | readonly (string | RegExp)[]
}

export const connectEvm = ({ client }: GalleryScene) =>
  connect(client, { namespace: 'eip155', connectorId: 'test-wallet' })

/**
 * Resolves once the EVM account's balance is read. Connecting reads it after the next paint; a token read that fails
 * before that (a view opened at once, its code already loaded) makes core skip the balance for 30 s (spec §4), which
 * a visitor who opens the modal after connecting never sees.
 */
export function untilBalanceRead({ client }: GalleryScene): Promise<void> {
  return new Promise((resolve) => {
    const read = () => client.getState().accounts.eip155?.balance !== undefined
    if (read()) return resolve()
    const stop = client.subscribe(() => {
      if (!read()) return
      stop()
      resolve()
    })
  })
}

/** A `reach` step: connected with the EVM test wallet, then the modal opened as `open({ ...where })` asks. */
export const connectedThenOpen =
  (where: OpenParameters = {}) =>
  async (scene: GalleryScene): Promise<void> => {
    await connectEvm(scene)
    await open(scene.client, where)
  }

/** Connected, with the send form's token (the native one) chosen. */
export async function connectedSendForm(scene: GalleryScene, amount?: string, receiver?: string) {
  await connectEvm(scene)
  setSendToken(scene.client, { symbol: 'ETH', name: 'Ether', decimals: 18, quantity: '1.5', price: 2000 })
  if (amount) setSendAmount(scene.client, { amount })
  if (receiver) setSendReceiver(scene.client, { address: receiver })
}

/**
 * Shows a toast and shows it again whenever the modal dismisses it (after 3 s), so that the axe scan and the
 * screenshot, however late on a loaded machine, still find it.
 */
export function keepToast({ client }: GalleryScene, notice: Notice) {
  showToast(client, notice)
  client.subscribe((state) => {
    if (!state.notices.toast) showToast(client, notice)
  })
}

/** The first element of the modal `find` returns, polled for 15 s (the view and its chunk load first). */
async function untilFound<T extends Element>(
  what: string,
  find: (root: ShadowRoot) => T | undefined,
): Promise<T> {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    const root = document.querySelector('[data-latch-modal]')?.shadowRoot
    const found = root ? find(root) : undefined
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`no ${what}`)
}

/** Resolves once the open view shows an element that `selector` finds (polled for 15 s). */
export async function untilElement(selector: string): Promise<void> {
  await untilFound(selector, (root) => root.querySelector(selector) ?? undefined)
}

/** Types `text` into the open view's search field, as a visitor does. */
export function typeInSearch(text: string): Promise<void> {
  return typeInto('input[type="search"]', text)
}

/** Types `text` into the open view's field that `selector` finds, as a visitor does. */
export async function typeInto(selector: string, text: string): Promise<void> {
  const field = await untilFound(
    `field ${selector}`,
    (root) => root.querySelector<HTMLInputElement>(selector) ?? undefined,
  )
  // React tracks the value it set; the native setter makes the input event a change it sees.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

/** Presses the open view's button that reads `label`, as a visitor does. */
export async function pressButton(label: string): Promise<void> {
  const button = await untilFound(`button '${label}'`, (root) =>
    [...root.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === label),
  )
  button.click()
}
