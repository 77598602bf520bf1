import type { CaipNetwork, ChainNamespace } from '@latch/core'
import { type ReactNode, useEffect, useReducer, useState } from 'react'
import { useOptionalLatchContext } from '../hooks/useOptionalLatchContext'
import { WalletImage } from './WalletImage'

type NetworkMarks = typeof import('./networkMarks')

/** The official marks' chunk once it is in (it comes with the Networks view, or on a first NetworkImage). */
let officialMarks: NetworkMarks | undefined
let loadingMarks: Promise<NetworkMarks> | undefined

/** Hands over the official marks a view imported statically (the Networks view: its list shows them at once). */
export function provideNetworkMarks(marks: NetworkMarks): void {
  officialMarks = marks
}

function loadNetworkMarks(): Promise<NetworkMarks> {
  loadingMarks ??= import('./networkMarks').then((marks) => {
    officialMarks = marks
    return marks
  })
  return loadingMarks
}

/** The official marks, loading them on first use (until then a network shows its namespace's drawn mark). */
function useOfficialMarks(): NetworkMarks | undefined {
  const [, arrived] = useReducer((count: number) => count + 1, 0)
  useEffect(() => {
    if (!officialMarks) loadNetworkMarks().then(arrived, () => {})
  }, [])
  return officialMarks
}

/**
 * The mark from the host's Latch server (`services.explorer`), once it has answered with an image; undefined
 * before, without a server, or when it fails (the bundled mark shows meanwhile and then).
 */
function useServerMark(marks: NetworkMarks | undefined, name: string | undefined): string | undefined {
  const options = useOptionalLatchContext()?.client.options
  const [mark, setMark] = useState<{ name: string; url: string }>()
  useEffect(() => {
    if (!marks || !name || !options?.services?.explorer) return
    let live = true
    void marks.serverNetworkMark(options, name).then((url) => {
      if (live && url) setMark({ name, url })
    })
    return () => {
      live = false
    }
  }, [marks, name, options])
  return mark && mark.name === name ? mark.url : undefined
}

const WHITE = '#fff'

/**
 * A bundled mark per namespace (inline SVG, in the views' chunks: no request, no CDN), for networks that bring no
 * image of their own: a local or test network then still reads as its chain (Solana Localnet and Sui Localnet no
 * longer share the letters "SL"). Simple shapes in each chain's colour, not the projects' logo files.
 */
const MARKS: Record<ChainNamespace, { color: string; glyph: ReactNode }> = {
  eip155: {
    color: '#627EEA',
    glyph: <path d="M12 4.5 7.5 12 12 14.6l4.5-2.6zM7.5 13l4.5 6.5 4.5-6.5-4.5 2.6z" fill={WHITE} />,
  },
  solana: {
    color: '#14151A',
    glyph: (
      <path
        d="M8.2 7.5h9.3l-1.7 1.8H6.5zM6.5 11.1h9.3l1.7 1.8H8.2zM8.2 14.7h9.3l-1.7 1.8H6.5z"
        fill="#14F195"
      />
    ),
  },
  sui: {
    color: '#4DA2FF',
    glyph: <path d="M12 5c2.6 3 4.6 5.7 4.6 8.3a4.6 4.6 0 0 1-9.2 0C7.4 10.7 9.4 8 12 5z" fill={WHITE} />,
  },
  bip122: {
    color: '#F7931A',
    glyph: (
      <path
        d="M9.5 7h3.6a2.3 2.3 0 0 1 0 4.6H9.5zM9.5 11.6h4.1a2.4 2.4 0 0 1 0 4.8H9.5zM9.5 7v9.4M11 5.5V7M13 5.5V7M11 16.4v1.6M13 16.4v1.6"
        fill="none"
        stroke={WHITE}
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    ),
  },
  cosmos: {
    color: '#2E3148',
    glyph: (
      <g fill="none" stroke={WHITE} strokeWidth="1.2">
        <ellipse cx="12" cy="12" rx="7" ry="2.6" />
        <ellipse cx="12" cy="12" rx="7" ry="2.6" transform="rotate(60 12 12)" />
        <ellipse cx="12" cy="12" rx="7" ry="2.6" transform="rotate(120 12 12)" />
        <circle cx="12" cy="12" r="1.3" fill={WHITE} />
      </g>
    ),
  },
  polkadot: {
    color: '#E6007A',
    glyph: (
      <g fill={WHITE}>
        <ellipse cx="12" cy="6.5" rx="2.6" ry="1.6" />
        <ellipse cx="12" cy="17.5" rx="2.6" ry="1.6" />
        <ellipse cx="7.2" cy="9.2" rx="2.6" ry="1.6" transform="rotate(-60 7.2 9.2)" />
        <ellipse cx="16.8" cy="9.2" rx="2.6" ry="1.6" transform="rotate(60 16.8 9.2)" />
        <ellipse cx="7.2" cy="14.8" rx="2.6" ry="1.6" transform="rotate(60 7.2 14.8)" />
        <ellipse cx="16.8" cy="14.8" rx="2.6" ry="1.6" transform="rotate(-60 16.8 14.8)" />
      </g>
    ),
  },
  stacks: {
    color: '#5546FF',
    glyph: (
      <path
        d="M7 10h10M7 14h10M9 6.5l3 3.5 3-3.5M9 17.5l3-3.5 3 3.5"
        fill="none"
        stroke={WHITE}
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    ),
  },
}

/** Props of {@link NetworkImage}. */
export interface NetworkImageProps {
  network: (Pick<CaipNetwork, 'name' | 'namespace' | 'imageUrl'> & { id?: CaipNetwork['id'] }) | undefined
  size?: number
}

/**
 * A network's image: its own (`imageUrl`, loaded as any untrusted image), else its official mark (the host's
 * Latch server's `/public/getAssetImage/{name}` when it has set one and it answers, else bundled: see
 * `networkMarks.ts`), else its namespace's drawn mark, else the name's letters. Decorative: the network's name is
 * always shown beside it.
 */
export function NetworkImage({ network, size = 32 }: NetworkImageProps) {
  const official = useOfficialMarks()
  const officialName =
    network?.id && !network.imageUrl ? official?.networkMarkName({ ...network, id: network.id }) : undefined
  const officialUrl =
    network?.id && officialName ? official?.networkMarkUrl({ ...network, id: network.id }) : undefined
  const serverUrl = useServerMark(official, officialUrl ? officialName : undefined)
  if (network && officialUrl)
    return (
      <img
        className="latch-image latch-network-mark"
        data-network-mark={officialName}
        data-mark-source={serverUrl ? 'server' : 'bundled'}
        src={serverUrl ?? officialUrl}
        alt=""
        aria-hidden="true"
        width={size}
        height={size}
        draggable={false}
      />
    )
  const mark = network ? MARKS[network.namespace] : undefined
  if (!network || network.imageUrl || !mark)
    return <WalletImage name={network?.name ?? ''} src={network?.imageUrl} size={size} />
  return (
    <svg
      className="latch-image latch-network-mark"
      data-namespace={network.namespace}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="12" fill={mark.color} />
      {mark.glyph}
    </svg>
  )
}
