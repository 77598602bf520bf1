import { whenIdle } from '@latch/core/internal'
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
 * The account button's drawing that ConnectButton shows once connected, or undefined until its chunk is in: a page
 * that is not connected yet does not carry it (and the address and amount formatting) in its first load (issue 39).
 * The chunk loads when the page is idle, or at once while a connection is starting or restored, so it is in before
 * the account shows. Loaded in an effect: the server's HTML and the first client render are the same.
 */
export function useAccountButtonView(needed: boolean): ViewModule['AccountButtonView'] | undefined {
  const [, arrived] = useReducer((count: number) => count + 1, 0)
  useEffect(() => {
    if (loaded) return
    let live = true
    const load = () => {
      loadView().then(
        () => {
          if (live) arrived()
        },
        () => {},
      )
    }
    let cancel = () => {}
    if (needed) load()
    else cancel = whenIdle(load)
    return () => {
      live = false
      cancel()
    }
  }, [needed])
  return loaded?.AccountButtonView
}
