import { describe, expect, it } from 'vitest'
import { createLatch } from '../client/createLatch'
import { createTestAdapter } from '../testing/createTestAdapter'
import { testNetworks } from '../testing/networks'
import { mergeRemoteFeatures } from './mergeRemoteFeatures'
import { resolveOptions } from './resolveOptions'

describe('resolveOptions (spec §1, §5)', () => {
  it('default: switches on unless false, mobile full screen off, wallet preference all, order email, social, wallet', () => {
    const { features, remoteFeatures, themeMode } = resolveOptions({ networks: [] })
    expect(features).toMatchObject({
      debug: true,
      walletGuide: true,
      wallets: true,
      eip6963: true,
      networkSwitch: true,
      reconnect: true,
      mobileFullScreen: false,
      walletPreference: 'all',
      connectMethodsOrder: ['email', 'social', 'wallet'],
    })
    expect(remoteFeatures.email).toBe(true)
    expect(remoteFeatures.multiWallet).toBe(false)
    expect(themeMode).toBe('system')
  })

  it('parameters: false switches things off', () => {
    const { features } = resolveOptions({
      networks: [],
      features: { debug: false, reconnect: false, eip6963: false, connectMethodsOrder: ['wallet', 'email'] },
    })
    expect(features.debug).toBe(false)
    expect(features.reconnect).toBe(false)
    expect(features.eip6963).toBe(false)
    expect(features.connectMethodsOrder).toEqual(['wallet', 'email'])
  })

  it('behavior: the pay feature disables e-mail and socials', () => {
    const { remoteFeatures } = resolveOptions({
      networks: [],
      features: { pay: true },
      remoteFeatures: { email: true, socials: ['google'] },
    })
    expect(remoteFeatures.email).toBe(false)
    expect(remoteFeatures.socials).toBe(false)
  })

  it("behavior: siweConfig with siwx throws 'Cannot set both `siweConfig` and `siwx` options'", () => {
    const siwx = {
      createMessage: async () => {
        throw new Error('unused')
      },
      addSession: async () => {},
      getSessions: async () => [],
      setSessions: async () => {},
    }
    const siweConfig = {
      getNonce: async () => 'n0nce1234',
      verifyMessage: async () => true,
      getSession: async () => null,
      signOut: async () => true,
    }
    expect(() => resolveOptions({ networks: [], siwx, siweConfig })).toThrowError(
      expect.objectContaining({ message: 'Cannot set both `siweConfig` and `siwx` options' }),
    )
  })

  it('behavior: a missing or blank projectId is reported, not thrown', () => {
    expect(resolveOptions({ networks: [] }).projectIdConfigured).toBe(false)
    expect(resolveOptions({ networks: [], projectId: '  ' }).projectIdConfigured).toBe(false)
    expect(resolveOptions({ networks: [], projectId: 'abc' }).projectIdConfigured).toBe(true)
  })
})

describe('the remote config merged under the host options (spec §7)', () => {
  const remote = { email: false, socials: ['github' as const], multiWallet: true, emailCapture: ['email'] }

  it('behavior: what the host left unset comes from the remote config', () => {
    expect(mergeRemoteFeatures({}, remote, false)).toEqual({
      email: false,
      socials: ['github'],
      multiWallet: true,
      emailCapture: ['email'],
    })
  })

  it('behavior: each option the host set wins over the remote config, false included', () => {
    const host = { email: true, socials: false as const, multiWallet: false, emailCapture: false }
    expect(mergeRemoteFeatures(host, remote, false)).toEqual(host)
    expect(mergeRemoteFeatures({ multiWallet: false }, remote, false).multiWallet).toBe(false)
    expect(mergeRemoteFeatures({ multiWallet: false }, remote, false).email).toBe(false)
  })

  it('behavior: the pay feature keeps e-mail and socials off whatever the remote config says', () => {
    const merged = mergeRemoteFeatures({}, { email: true, socials: ['google'] }, true)
    expect([merged.email, merged.socials]).toEqual([false, false])
  })

  it('default: neither host nor remote config: the spec defaults, as resolveOptions gives them', () => {
    expect(mergeRemoteFeatures({}, {}, false)).toEqual(resolveOptions({ networks: [] }).remoteFeatures)
  })
})

describe('features reach the adapters', () => {
  it('features.eip6963: false is in every adapter context, so announcement discovery stays off (issue 41)', () => {
    const adapter = createTestAdapter()
    createLatch({ networks: [testNetworks.mainnet], adapters: [adapter], features: { eip6963: false } })
    expect(adapter.context?.eip6963).toBe(false)
    const byDefault = createTestAdapter()
    createLatch({ networks: [testNetworks.mainnet], adapters: [byDefault] })
    expect(byDefault.context?.eip6963).toBe(true)
  })
})
