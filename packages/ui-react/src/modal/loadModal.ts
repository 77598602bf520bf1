import type { View } from '@latch/core'
import { provideMessages } from '../i18n/createTranslator'
import type { Locale } from '../i18n/localeList'

/** The modal's lazily loaded code: the shell and the view loaders. */
export type ModalChunk = typeof import('./modalChunk')

// Chunks are code; a module-level cache of loaded code is not state (every client renders the same modal).
let chunk: ModalChunk | undefined
let pending: Promise<ModalChunk> | undefined

/** Loads the modal chunk once; a failed load is retried on the next call. */
export function loadModal(): Promise<ModalChunk> {
  pending ??= import('./modalChunk').then(
    (module) => {
      provideMessages(module.englishMessage, module.formatMessage)
      chunk = module
      return module
    },
    (error: unknown) => {
      pending = undefined
      throw error
    },
  )
  return pending
}

/** The modal chunk once it is in, else undefined (then call {@link loadModal}). */
export function loadedModal(): ModalChunk | undefined {
  return chunk
}

/**
 * Loads the modal chunk, then the chunk of `view` with its feature's catalogue in the shipped `locale` (resolves
 * with the modal chunk when all are in).
 */
export async function loadModalFor(view: View, locale: Locale = 'en'): Promise<ModalChunk> {
  const loaded = await loadModal()
  if (loaded.isShippedView(view)) await loaded.preloadView(view, locale)
  return loaded
}

/**
 * Starts loading the modal chunk and the chunks of `views` without waiting for them: on idle, and when a visitor
 * points at, presses or focuses a button that opens the modal, so the click finds the code already in.
 */
export function prefetchModal(...views: View[]): void {
  for (const view of views) loadModalFor(view).catch(() => {})
}
