import type { FeatureMessages } from '../../en'

/** Brazilian Portuguese, pt-BR: the e-mail code and e-mail capture views’ messages (EmailVerifyOtp, DataCapture), loaded with those views. */
export default {
  'otp.sent': 'Digite o código de 6 dígitos que enviamos para {email}',
  'otp.label': 'Código',
  'otp.submit': 'Confirmar',
  'otp.checking': 'Verificando o código…',
  'otp.resend': 'Reenviar código',
  'otp.resent': 'Um novo código está a caminho',
  'otp.hint': 'Sua carteira abre em uma janela segura do servidor da carteira; mantenha esta página aberta.',
  'dataCapture.intro': 'Adicione seu e-mail a esta conta. Enviamos um código para confirmá-lo.',
  'dataCapture.send': 'Enviar código',
  'dataCapture.skip': 'Agora não',
  'dataCapture.confirm': 'Confirmar',
} satisfies Partial<FeatureMessages<'email'>>
