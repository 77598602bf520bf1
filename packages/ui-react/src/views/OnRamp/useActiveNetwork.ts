import { useLatchSelector } from '../../hooks/useLatchSelector'

/** The active namespace's network, as the on-ramp views offer assets on it. */
export function useActiveNetwork() {
  return useLatchSelector((state) =>
    state.activeNamespace ? state.networks[state.activeNamespace]?.caipNetwork : undefined,
  )
}
