import { FRAME_ERROR_CODES, FrameRequestError } from '../protocol/errors'
import {
  type EmbeddedUser,
  type FrameEvents,
  type FrameEventType,
  type FrameRequests,
  type FrameRequestType,
  PROTOCOL,
} from '../protocol/messages'
import { createRequestId, isFromPeer, parseFrameMessage } from '../protocol/validate'

/** What {@link createFrameClient} needs. */
export interface FrameClientOptions {
  /** The wallet server's base URL (apps/server), e.g. `https://wallet.example.com`; its origin is the frame's. */
  serverUrl: string
  projectId: string
  /** How long a request may wait for the frame (default 30 s); signing requests wait for the visitor instead. */
  timeoutMs?: number
  /** Where the hidden iframe goes (default document.body). */
  container?: HTMLElement
}

/** The host side of the frame: typed requests with ids and timeouts, and the frame's events. */
export interface FrameClient {
  readonly origin: string
  request<T extends FrameRequestType>(
    type: T,
    payload: FrameRequests[T]['payload'],
    options?: { timeoutMs?: number },
  ): Promise<FrameRequests[T]['result']>
  on<E extends FrameEventType>(event: E, listener: (payload: FrameEvents[E]) => void): () => void
  /** The last user the frame reported (null when signed out, undefined before the frame said). */
  readonly user: EmbeddedUser | null | undefined
  /** Removes the iframe and fails what is still waiting. */
  destroy(): void
}

/** Requests that wait for the visitor (approve, recovery kit) have no timeout of their own. */
const WAITS_FOR_VISITOR = new Set<FrameRequestType>([
  'ConnectOtp',
  'ConnectSocial',
  'AddPasskey',
  'ConnectPasskey',
  'ExportWallet',
  'DeleteWallet',
  'RpcRequest',
  'SetAccountType',
])
const READY_TIMEOUT_MS = 20_000

interface Pending {
  resolve(result: unknown): void
  reject(error: Error): void
  timer: ReturnType<typeof setTimeout> | undefined
}

// Set through the CSSOM: a host page's CSP without 'unsafe-inline' refuses style attributes, not style properties.
const HIDDEN_STYLE: Partial<CSSStyleDeclaration> = {
  position: 'fixed',
  top: '0',
  left: '0',
  width: '0',
  height: '0',
  border: '0',
  opacity: '0',
  pointerEvents: 'none',
  colorScheme: 'normal',
  zIndex: '2147483647',
}
const SHOWN_STYLE: Partial<CSSStyleDeclaration> = {
  ...HIDDEN_STYLE,
  width: '100%',
  height: '100%',
  opacity: '1',
  pointerEvents: 'auto',
}

/** Inserts the wallet frame (hidden) and talks to it; only messages from that very frame and origin are read. */
export function createFrameClient(options: FrameClientOptions): FrameClient {
  const origin = new URL(options.serverUrl).origin
  const frameUrl = new URL('/embedded/frame', options.serverUrl)
  frameUrl.searchParams.set('projectId', options.projectId)
  frameUrl.searchParams.set('hostOrigin', window.location.origin)

  const iframe = document.createElement('iframe')
  iframe.src = frameUrl.href
  iframe.title = 'Wallet'
  // Passkeys: the frame's origin is the WebAuthn relying party, so the frame may run the ceremonies itself.
  iframe.allow = 'publickey-credentials-get; publickey-credentials-create'
  Object.assign(iframe.style, HIDDEN_STYLE)
  iframe.setAttribute('aria-hidden', 'true')
  iframe.tabIndex = -1
  ;(options.container ?? document.body).append(iframe)

  const pending = new Map<string, Pending>()
  const listeners = new Map<FrameEventType, Set<(payload: never) => void>>()
  let user: EmbeddedUser | null | undefined
  let destroyed = false
  let markReady: () => void = () => {}
  const ready = new Promise<void>((resolve) => {
    markReady = resolve
  })

  const emit = <E extends FrameEventType>(event: E, payload: FrameEvents[E]) => {
    for (const listener of listeners.get(event) ?? [])
      (listener as (payload: FrameEvents[E]) => void)(payload)
  }

  const onMessage = (event: MessageEvent) => {
    if (!isFromPeer(event, { origin, window: iframe.contentWindow })) return
    const parsed = parseFrameMessage(event.data)
    if (!parsed) return
    if (parsed.kind === 'event') {
      const { event: name, payload } = parsed.message
      if (name === 'Ready') markReady()
      if (name === 'ShowFrame') {
        Object.assign(iframe.style, SHOWN_STYLE)
        iframe.removeAttribute('aria-hidden')
        iframe.tabIndex = 0
        iframe.focus()
      }
      if (name === 'HideFrame') {
        Object.assign(iframe.style, HIDDEN_STYLE)
        iframe.setAttribute('aria-hidden', 'true')
        iframe.tabIndex = -1
      }
      if (name === 'AccountsChanged') user = (payload as FrameEvents['AccountsChanged']).user
      emit(name, payload as never)
      return
    }
    const waiting = pending.get(parsed.message.id)
    if (!waiting) return
    pending.delete(parsed.message.id)
    clearTimeout(waiting.timer)
    if (parsed.message.ok) waiting.resolve(parsed.message.result)
    else waiting.reject(new FrameRequestError(parsed.message.error))
  }
  window.addEventListener('message', onMessage)

  const timeout = (message: string) => new FrameRequestError({ code: FRAME_ERROR_CODES.timeout, message })

  const readyOrTimeout = () =>
    Promise.race([
      ready,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(timeout('The wallet frame did not load')), READY_TIMEOUT_MS),
      ),
    ])

  return {
    origin,
    get user() {
      return user
    },
    async request(type, payload, requestOptions) {
      if (destroyed) throw timeout('The wallet frame is closed')
      await readyOrTimeout()
      const id = createRequestId()
      const timeoutMs =
        requestOptions?.timeoutMs ?? (WAITS_FOR_VISITOR.has(type) ? undefined : (options.timeoutMs ?? 30_000))
      const result = await new Promise((resolve, reject) => {
        const timer =
          timeoutMs === undefined
            ? undefined
            : setTimeout(() => {
                pending.delete(id)
                reject(timeout(`The wallet frame did not answer ${type}`))
              }, timeoutMs)
        pending.set(id, { resolve, reject, timer })
        iframe.contentWindow?.postMessage({ latch: PROTOCOL, id, type, payload }, origin)
      })
      if (
        type === 'ConnectOtp' ||
        type === 'ConnectSocial' ||
        type === 'ConnectPasskey' ||
        type === 'GetUser' ||
        type === 'Init' ||
        type === 'UpdateEmailOtp'
      )
        user = (result as { user: EmbeddedUser | null }).user
      if (type === 'SignOut') user = null
      return result as never
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener as (payload: never) => void)
      listeners.set(event, set)
      return () => set.delete(listener as (payload: never) => void)
    },
    destroy() {
      destroyed = true
      window.removeEventListener('message', onMessage)
      for (const waiting of pending.values()) {
        clearTimeout(waiting.timer)
        waiting.reject(timeout('The wallet frame is closed'))
      }
      pending.clear()
      iframe.remove()
    },
  }
}
