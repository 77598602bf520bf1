import type { FeatureMessages } from '../../en'

/** Spanish, es: the e-mail code and e-mail capture views’ messages (EmailVerifyOtp, DataCapture), loaded with those views. */
export default {
  'otp.sent': 'Introduce el código de 6 dígitos que enviamos a {email}',
  'otp.label': 'Código',
  'otp.submit': 'Confirmar',
  'otp.checking': 'Comprobando el código…',
  'otp.resend': 'Reenviar código',
  'otp.resent': 'Un nuevo código va en camino',
  'otp.hint':
    'Tu cartera se abre en una ventana segura del servidor de la cartera; mantén esta página abierta.',
  'dataCapture.intro': 'Añade tu correo electrónico a esta cuenta. Te enviamos un código para confirmarlo.',
  'dataCapture.send': 'Enviar código',
  'dataCapture.skip': 'Ahora no',
  'dataCapture.confirm': 'Confirmar',
} satisfies Partial<FeatureMessages<'email'>>
