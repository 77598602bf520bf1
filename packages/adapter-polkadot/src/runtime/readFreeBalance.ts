import { ApiPromise, HttpProvider, WsProvider } from '@polkadot/api'

interface AccountInfo {
  data: { free: { toBigInt(): bigint } }
}

/** One @polkadot/api instance per RPC URL, created on first use; a failed start is retried next time. */
export function createApiPool(timeoutMs: number) {
  const apis = new Map<string, Promise<ApiPromise>>()

  const open = async (url: string): Promise<ApiPromise> => {
    // Public nodes speak WebSocket; HTTP (a proxy, the local fixture) has no subscriptions, which a read needs not.
    const provider = /^wss?:/i.test(url) ? new WsProvider(url, false) : new HttpProvider(url)
    if (provider instanceof WsProvider) await provider.connect()
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${url} did not answer in ${timeoutMs} ms`)), timeoutMs)
    })
    const created = ApiPromise.create({ provider, noInitWarn: true, throwOnConnect: true, initWasm: false })
    try {
      return await Promise.race([created, timeout])
    } catch (error) {
      void created.then((api) => api.disconnect()).catch(() => undefined)
      await provider.disconnect().catch(() => undefined)
      throw error
    } finally {
      clearTimeout(timer)
    }
  }

  const api = (url: string): Promise<ApiPromise> => {
    let found = apis.get(url)
    if (!found) {
      found = open(url)
      apis.set(url, found)
      found.catch(() => apis.delete(url))
    }
    return found
  }

  return {
    /** The free balance of `address` (System.Account `data.free`), in base units. */
    readFreeBalance: async (url: string, address: string): Promise<bigint> => {
      const query = (await api(url)).query.system?.account
      if (!query) throw new Error('the chain has no System.Account storage')
      const info = (await query(address)) as unknown as AccountInfo
      return info.data.free.toBigInt()
    },
  }
}
