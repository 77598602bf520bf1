/**
 * Opens (or reuses) the one window a social login runs in: the provider's page at `url`, or a blank page (`''`) that
 * a click opens ahead of a login whose code is still loading; the login then sends the same window to the provider.
 * Null when the browser blocked it.
 */
export function openSocialLoginPopup(url: string): Window | null {
  return window.open(url, 'latch-social-login', 'popup,width=500,height=680')
}
