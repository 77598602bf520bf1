/** Logos above this many bytes are refused (RELIABILITY #17), so the data URL stays under ui-react's cap. */
const MAX_IMAGE_BYTES = 128 * 1024

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'])

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000))
  }
  return btoa(binary)
}

/**
 * A `data:` URL of an image response, or undefined when it is not a 200 of an image type or is over the size cap
 * (the body is read no further than the cap). An SVG shown through `<img>` runs no script.
 */
export async function readWalletImage(response: Response): Promise<string | undefined> {
  const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  const declared = Number(response.headers.get('content-length') ?? 0)
  if (response.status !== 200 || !IMAGE_TYPES.has(type) || declared > MAX_IMAGE_BYTES || !response.body) {
    await response.body?.cancel().catch(() => undefined)
    return undefined
  }
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_IMAGE_BYTES) {
      await reader.cancel().catch(() => undefined)
      return undefined
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return `data:${type};base64,${toBase64(bytes)}`
}
