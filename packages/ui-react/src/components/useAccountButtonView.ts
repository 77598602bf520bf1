import { useEffect, useReducer } from 'react'

type ViewModule = typeof import('./AccountButtonView')

let loaded: ViewModule | undefined
let loading: Promise<ViewModule> | undefined

/** Imports the account button's drawing once (a failed import is tried again at the next need). */
function loadView(): Promise<ViewModule> {
  loading ??= import('./AccountButtonView').then(
    (module) => {
      loaded = module
      return module
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/**
 * Starts loading the account button's drawing without waiting for it: the connect button prefetches it when the
 * visitor points at, presses or focuses it, with the modal's code.
 */
export function prefetchAccountButtonView(): void {
  loadView().catch(() => {})
}

/**
 * The account button's drawing that ConnectButton shows once connected, or undefined until its chunk is in: a page
 * that is not connected yet carries it (and the address and amount formatting) neither in its first load nor in its
 * heap (issue 39). It loads when the visitor points at the connect button, or while a connection is starting or
 * restored (`needed`), so it is in before the account shows. Loaded in an effect: the server's HTML and the first
 * client render are the same.
 */
export function useAccountButtonView(needed: boolean): ViewModule['AccountButtonView'] | undefined {
  const [, arrived] = useReducer((count: number) => count + 1, 0)
  useEffect(() => {
    if (loaded || !needed) return
    let live = true
    loadView().then(
      () => {
        if (live) arrived()
      },
      () => {},
    )
    return () => {
      live = false
    }
  }, [needed])
  return loaded?.AccountButtonView
}
