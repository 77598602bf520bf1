import { lazy } from 'react'

/**
 * The e-mail field and the social login buttons are chunks of their own: Connect is pre-rendered hidden before the
 * first click, and a host without the embedded wallet must not load their code (or the actions they call) then.
 */
export const EmailField = lazy(() =>
  import('./EmailField').then(({ EmailField }) => ({ default: EmailField })),
)

export const SocialLoginButton = lazy(() =>
  import('./SocialLoginButton').then(({ SocialLoginButton }) => ({ default: SocialLoginButton })),
)
