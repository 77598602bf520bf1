import { toFrameError } from '../protocol/errors'
import { type FrameEvents, type FrameRequestMessage, PROTOCOL } from '../protocol/messages'
import { isFromPeer, parseRequest } from '../protocol/validate'
import { createFrameWallet, type TokenStore } from './frameWallet'
import { createWalletServer } from './server/walletServer'
import { browserPasskeys } from './server/webauthn'
import { DEFAULT_THEME, type Theme } from './ui/dom'
import { createFrameViews } from './ui/views'
import { type DeviceShareStore, indexedDbShareStore } from './wallet/deviceShareStore'

/** The host page's origin: given by the host in the URL, and only believed when the browser agrees. */
function hostOriginOf(params: URLSearchParams): string | undefined {
  const claimed = params.get('hostOrigin')
  if (!claimed || window.parent === window) return undefined
  let origin: string
  try {
    origin = new URL(claimed).origin
  } catch {
    return undefined
  }
  // Chromium and Safari tell the real embedder; the server's frame-ancestors already limits who may embed.
  const actual = window.location.ancestorOrigins?.[0]
  if (actual !== undefined && actual !== origin) return undefined
  return origin
}

/**
 * Whether this frame may keep anything: a browser that blocks or denies third-party storage (the frame on another
 * site than the host page) throws on the first touch of localStorage or IndexedDB.
 */
function storageUsable(): boolean {
  try {
    window.localStorage.getItem('latch-embedded:probe')
    return typeof window.indexedDB?.open === 'function'
  } catch {
    return false
  }
}

/** Ephemeral mode: the token and the device share live in this frame's memory only, for this page's life. */
function memoryTokenStore(): TokenStore {
  let token: string | undefined
  return {
    get: () => token,
    set: (value) => {
      token = value
    },
    clear: () => {
      token = undefined
    },
  }
}

function memoryShareStore(): DeviceShareStore {
  const shares = new Map<string, Uint8Array>()
  return {
    load: async (userId) => shares.get(userId),
    save: async (userId, share) => {
      shares.set(userId, new Uint8Array(share))
    },
    forget: async (userId) => {
      shares.get(userId)?.fill(0)
      shares.delete(userId)
    },
  }
}

function localTokenStore(projectId: string): TokenStore {
  const key = `latch-embedded:${projectId}:token`
  return {
    get: () => window.localStorage.getItem(key) ?? undefined,
    set: (token) => window.localStorage.setItem(key, token),
    clear: () => window.localStorage.removeItem(key),
  }
}

function start(): void {
  const params = new URLSearchParams(window.location.search)
  const projectId = params.get('projectId')
  const hostOrigin = hostOriginOf(params)
  if (!projectId || !hostOrigin) return

  const post = (message: object) => window.parent.postMessage(message, hostOrigin)
  const emit = <E extends keyof FrameEvents>(event: E, payload: FrameEvents[E]) =>
    post({ latch: PROTOCOL, event, payload })

  let theme: Theme = DEFAULT_THEME
  const root = document.createElement('div')
  document.body.append(root)
  Object.assign(document.body.style, { margin: '0', background: 'transparent' })

  const persistent = storageUsable()
  const handlers = createFrameWallet({
    server: createWalletServer(projectId),
    devices: persistent ? indexedDbShareStore(projectId) : memoryShareStore(),
    tokens: persistent ? localTokenStore(projectId) : memoryTokenStore(),
    storage: persistent ? 'persistent' : 'ephemeral',
    views: createFrameViews(root, () => theme),
    passkeys: browserPasskeys,
    emit,
  })

  const handle = async (request: FrameRequestMessage) => {
    if (request.type === 'SyncTheme') {
      const { themeMode, themeVariables } = request.payload as FrameRequestMessage<'SyncTheme'>['payload']
      theme = { mode: themeMode, accent: themeVariables?.['--latch-accent'] ?? DEFAULT_THEME.accent }
    }
    const handler = handlers[request.type] as (payload: unknown) => Promise<unknown>
    try {
      const result = await handler(request.payload)
      post({ latch: PROTOCOL, id: request.id, ok: true, result: result ?? null })
    } catch (error) {
      post({ latch: PROTOCOL, id: request.id, ok: false, error: toFrameError(error) })
    }
  }

  window.addEventListener('message', (event) => {
    if (!isFromPeer(event, { origin: hostOrigin, window: window.parent })) return
    const request = parseRequest(event.data)
    if (request) void handle(request)
  })
  emit('Ready', {})
}

start()
