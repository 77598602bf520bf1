/** Whether decoded bytes are not text a person reads: control characters (other than tab and line breaks) or U+FFFD. */
export function looksBinary(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f || code === 0xfffd)
      return true
  }
  return false
}
