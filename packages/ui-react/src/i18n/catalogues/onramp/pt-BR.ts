import type { FeatureMessages } from '../../en'

/** Brazilian Portuguese, pt-BR: the on-ramp views’ messages (OnRampFiatSelect, OnRampTokenSelect, OnRampProviders), loaded with those views. */
export default {
  'onramp.retry': 'Tentar novamente',
  'onramp.noProviders': 'Nenhum provedor vende cripto na rede {network}',
  'onramp.amount': 'Valor em {fiat}',
  'onramp.amountInvalid': 'Informe um valor maior que 0, com no máximo 2 casas decimais',
  'onramp.opened':
    'Conclua na janela de {name}. Seu saldo e sua atividade são atualizados quando você voltar.',
  'onramp.openLink': 'Abrir {name}',
  'onramp.legalPrefix': 'Ao continuar, você concorda com nossos',
} satisfies Partial<FeatureMessages<'onramp'>>
