/** A deterministic two-colour gradient for an address, used as the avatar when there is no profile image. */
export function avatarGradient(address: string): string {
  let hash = 0
  for (const char of address.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  const first = hash % 360
  const second = (first + 40 + ((hash >>> 9) % 120)) % 360
  return `linear-gradient(135deg, hsl(${first}, 70%, 60%), hsl(${second}, 70%, 45%))`
}
