/**
 * The modal's small icon set: inline SVG drawn with the text colour (`currentColor`), bundled with the views that
 * use it (no image request, no CDN). Decorative: the control next to or around an icon carries the name.
 * 24×24 strokes, after the outline style AppKit and RainbowKit use.
 */
const PATHS = {
  send: 'M7 17 17 7M8 7h9v9',
  receive: 'M17 7 7 17M16 17H7V8',
  swap: 'M7 4 3 8l4 4M3 8h14M17 20l4-4-4-4M21 16H7',
  buy: 'M12 5v14M5 12h14',
  activity: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0',
  tokens: 'M9 14a5 5 0 1 0 0-10 5 5 0 0 0 0 10M15 20a5 5 0 1 0 0-10',
  networks:
    'M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9M12 3C9.5 5.5 8.2 8.5 8.2 12s1.3 6.5 3.8 9',
  disconnect: 'M12 3v8M7.5 6.3a7 7 0 1 0 9 0',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  back: 'm15 5-7 7 7 7',
  close: 'M6 6l12 12M18 6 6 18',
  chevron: 'm6 9 6 6 6-6',
} as const

/** The name of an icon in the set. */
type IconName = keyof typeof PATHS

/** Icons that point a way: mirrored in a right-to-left locale (`.latch-flip`). */
const DIRECTIONAL: ReadonlySet<IconName> = new Set(['back'])

/** Props of {@link Icon}. */
export interface IconProps {
  name: IconName
  /** Width and height in px; default 18. */
  size?: number
}

/** One icon of the set, sized to sit in a button or row beside its text. */
export function Icon({ name, size = 18 }: IconProps) {
  return (
    <svg
      className={DIRECTIONAL.has(name) ? 'latch-icon latch-flip' : 'latch-icon'}
      data-icon={name}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={PATHS[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
