import type { Latch } from '@latch/core'
import { type RefObject, useEffect } from 'react'
import { SHAKE_MS } from '../theme/modalStyles'

/**
 * Shakes the card for 500 ms (spec §2) when a connect or send fails or an error alert or toast appears.
 * Done on the element directly: an animation is not state, and nothing re-renders.
 */
export function useShakeOnError(client: Latch, ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const shake = () => {
      const card = ref.current
      if (!card) return
      card.classList.remove('latch-shake')
      // Reading layout restarts the CSS animation when errors come in a row.
      void card.offsetWidth
      card.classList.add('latch-shake')
      card.setAttribute('data-shake', 'true')
      clearTimeout(timer)
      timer = setTimeout(() => {
        card.classList.remove('latch-shake')
        card.removeAttribute('data-shake')
      }, SHAKE_MS)
    }
    const stopEvents = client.onEvent((event) => {
      if (
        event.type === 'CONNECT_ERROR' ||
        event.type === 'SEND_ERROR' ||
        event.type === 'MODAL_CLOSE_REFUSED'
      )
        shake()
    })
    const stopNotices = client.watch(
      (state) => [state.notices.alert, state.notices.toast] as const,
      ([alert, toast], [previousAlert, previousToast]) => {
        if (
          (alert !== previousAlert && alert?.variant === 'error') ||
          (toast !== previousToast && toast?.variant === 'error')
        ) {
          shake()
        }
      },
      (a, b) => a[0] === b[0] && a[1] === b[1],
    )
    return () => {
      clearTimeout(timer)
      stopEvents()
      stopNotices()
    }
  }, [client, ref])
}
