import { type ReactNode, useMemo } from 'react'
import { LatchContext } from '../../context/LatchContext'
import { useLatchContext } from '../../hooks/useLatchContext'
import { createTranslator } from '../../i18n/createTranslator'
import type { Feature } from '../../i18n/en'
import { loadedFeatureCatalogue } from '../../i18n/loadFeatureCatalogue'

/**
 * Hands a feature's view a translator with the feature's catalogue under the host's messages: the host's
 * overrides, then its translations and the shipped base catalogue, then the feature's, then English.
 */
export function FeatureMessages({ feature, children }: { feature: Feature; children: ReactNode }) {
  const context = useLatchContext()
  const value = useMemo(() => {
    if (!context.messageSources) return context
    const { overrides, catalogue, shipped } = context.messageSources
    const messages = { ...loadedFeatureCatalogue(feature, shipped), ...catalogue }
    return { ...context, translator: createTranslator(context.translator.locale, overrides, messages) }
  }, [context, feature])
  return <LatchContext.Provider value={value}>{children}</LatchContext.Provider>
}
