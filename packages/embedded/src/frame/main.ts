import { toFrameError } from '../protocol/errors'
import { type FrameEvents, type FrameRequestMessage, PROTOCOL } from '../protocol/messages'
import { isFromPeer, parseRequest } from '../protocol/validate'
import { createFrameWallet } from './frameWallet'
import { createWalletServer } from './server/walletServer'
import { browserPasskeys } from './server/webauthn'
import {
  canAskForStorage,
  grantedFrameStorage,
  localTokenStore,
  pageStorage,
  requestFrameStorage,
  upgradableStores,
} from './storageAccess'
import { DEFAULT_THEME, type Theme } from './ui/dom'
import { createFrameViews } from './ui/views'
import { indexedDbShareStore } from './wallet/deviceShareStore'

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

  // Third-party storage blocked or partitioned away: ephemeral mode, until the visitor lets the browser give the
  // frame its storage (the Storage Access API, asked inside their click in the frame's view).
  const storage = pageStorage()
  const ephemeral = storage ? undefined : upgradableStores(projectId)
  const stores = storage
    ? {
        devices: indexedDbShareStore(projectId, storage.indexedDB),
        tokens: localTokenStore(projectId, storage.localStorage),
      }
    : (ephemeral as ReturnType<typeof upgradableStores>)
  const handlers = createFrameWallet({
    server: createWalletServer(projectId),
    devices: stores.devices,
    tokens: stores.tokens,
    storage: storage ? 'persistent' : 'ephemeral',
    ...(ephemeral && canAskForStorage()
      ? {
          rememberDevice: async () => {
            const granted = await requestFrameStorage()
            return granted ? ephemeral.persist(granted) : false
          },
        }
      : {}),
    views: createFrameViews(root, () => theme),
    passkeys: browserPasskeys,
    emit,
  })

  // A grant from an earlier visit: the frame's storage before the first request is answered.
  const storageReady = ephemeral
    ? grantedFrameStorage()
        .then((granted) => (granted ? ephemeral.persist(granted) : false))
        .catch(() => false)
    : Promise.resolve(true)

  const handle = async (request: FrameRequestMessage) => {
    await storageReady
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
