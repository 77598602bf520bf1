import { fetchCurrencyImage, onrampServer } from '@latch/core/internal'
import { useEffect, useState } from 'react'
import { useLatchContext } from '../../hooks/useLatchContext'
import { WalletImage } from '../../primitives/WalletImage'

// Read once per currency code and server while the page lives (the server's images never change).
const images = new Map<string, Promise<string | undefined>>()

/** A currency's image from the server (`/public/getCurrencyImage/{code}`); its code's letters while none is had. */
export function CurrencyImage({ code }: { code: string }) {
  const { client } = useLatchContext()
  const [src, setSrc] = useState<string | undefined>()
  useEffect(() => {
    let live = true
    let server: ReturnType<typeof onrampServer>
    try {
      server = onrampServer(client.options)
    } catch {
      return
    }
    const key = `${server.baseUrl} ${code}`
    let image = images.get(key)
    if (!image) {
      image = fetchCurrencyImage(server, code)
      images.set(key, image)
    }
    void image.then((url) => live && setSrc(url))
    return () => {
      live = false
    }
  }, [client, code])
  return <WalletImage name={code} src={src} size={32} />
}
