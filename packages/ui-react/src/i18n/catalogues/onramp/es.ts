import type { FeatureMessages } from '../../en'

/** Spanish, es: the on-ramp views’ messages (OnRampFiatSelect, OnRampTokenSelect, OnRampProviders), loaded with those views. */
export default {
  'onramp.retry': 'Reintentar',
  'onramp.noProviders': 'Ningún proveedor vende criptomonedas en {network}',
  'onramp.amount': 'Importe en {fiat}',
  'onramp.amountInvalid': 'Introduce un importe mayor que 0, con 2 decimales como máximo',
  'onramp.opened': 'Termina en la ventana de {name}. Tu saldo y tu actividad se actualizan cuando vuelvas.',
  'onramp.openLink': 'Abrir {name}',
  'onramp.legalPrefix': 'Al continuar, aceptas nuestros',
} satisfies Partial<FeatureMessages<'onramp'>>
