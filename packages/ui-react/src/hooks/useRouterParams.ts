import type { RouterParams } from '@latch/core'
import { useLatchSelector } from './useLatchSelector'

/** The params of the view on top of the router history. */
export function useRouterParams(): RouterParams {
  return useLatchSelector((state) => state.modal.history.at(-1)?.params ?? {})
}
