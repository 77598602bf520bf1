import { useMemo } from 'react'
import { encode } from 'uqr'

/** The path of every dark module, one unit square each, so the whole code is one SVG element. */
function modulesPath(modules: readonly (readonly boolean[])[]): string {
  let path = ''
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`
    })
  })
  return path
}

/** A QR code of `value` drawn as SVG by React (no markup string is injected), dark on a light quiet zone. */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => {
    const { data, size } = encode(value, { ecc: 'M', border: 2 })
    return { size, path: modulesPath(data) }
  }, [value])
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      data-testid="latch-qr"
      data-value={value}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
