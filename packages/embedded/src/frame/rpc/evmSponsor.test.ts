import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import { batchCapabilities } from './evmBatch'
import { evmChain } from './evmRpc'
import { sponsoredBatchStatus, sponsorFailed, sponsorRow, sponsorshipOf } from './evmSponsor'

// Issue 34, item 4: which batches the frame sends sponsored (ERC-7677 `paymasterService`, EIP-5792 capabilities) and
// what it tells the dapp. The sponsored send itself runs in Chromium through apps/server's bundler route
// (apps/demo/e2e/embeddedSponsoredBatch.test.ts).

const BUNDLER = 'https://wallet.example.com/sponsor/v1/rpc?projectId=p&st=latch&sv=1'
const PAYMASTER = 'https://paymaster.example.org/v1'
const withCapabilities = (capabilities: unknown) => [{ version: '2.0.0', calls: [], capabilities }]

describe('sponsored batches: paymasterService (ERC-7677) with the host bundler', () => {
  it('the capability names the paymaster, with its context; the host default sponsors batches that name none', () => {
    expect(
      sponsorshipOf(withCapabilities({ paymasterService: { url: PAYMASTER, context: { policy: 'a' } } }), {
        bundlerUrl: BUNDLER,
      }),
    ).toEqual({ bundlerUrl: BUNDLER, paymasterUrl: PAYMASTER, context: { policy: 'a' } })
    expect(
      sponsorshipOf(withCapabilities({ paymasterService: { url: PAYMASTER } }), {
        bundlerUrl: BUNDLER,
        paymasterUrl: BUNDLER,
      }),
    ).toEqual({ bundlerUrl: BUNDLER, paymasterUrl: PAYMASTER })
    expect(sponsorshipOf(withCapabilities({}), { bundlerUrl: BUNDLER, paymasterUrl: BUNDLER })).toEqual({
      bundlerUrl: BUNDLER,
      paymasterUrl: BUNDLER,
    })
    // A bundler without a default paymaster: only batches that ask are sponsored; the rest are plain batches.
    expect(sponsorshipOf(withCapabilities(undefined), { bundlerUrl: BUNDLER })).toBeUndefined()
    expect(sponsorshipOf(withCapabilities(undefined), {})).toBeUndefined()
    // A paymaster with no bundler to send the operation sponsors nothing.
    expect(sponsorshipOf(withCapabilities(undefined), { paymasterUrl: PAYMASTER })).toBeUndefined()
  })

  it('without a bundler a required paymasterService is 5700, an optional one is dropped; a malformed one is -32602', () => {
    expect(() => sponsorshipOf(withCapabilities({ paymasterService: { url: PAYMASTER } }), {})).toThrow(
      expect.objectContaining({
        code: 5700,
        message: 'Unsupported non-optional capability: paymasterService',
      }),
    )
    expect(
      sponsorshipOf(withCapabilities({ paymasterService: { url: PAYMASTER, optional: true } }), {}),
    ).toBeUndefined()
    for (const paymasterService of [
      { url: 'javascript:alert(1)' },
      { url: 42 },
      'x',
      { url: PAYMASTER, context: 1 },
    ])
      expect(() => sponsorshipOf(withCapabilities({ paymasterService }), { bundlerUrl: BUNDLER })).toThrow(
        expect.objectContaining({ code: -32602 }),
      )
  })

  it('ApproveTransaction says who pays the network fee', () => {
    expect(sponsorRow({ bundlerUrl: BUNDLER, paymasterUrl: PAYMASTER })).toEqual({
      label: 'Network fee',
      value: 'Paid by a sponsor (paymaster.example.org)',
    })
  })

  it('getCapabilities reports paymasterService only where the host gave a bundler', async () => {
    const bed = inject('evmTestBed')
    const chain = evmChain(bed.chainA.chainId, bed.chainA.rpcUrl)
    const account = privateKeyToAccount(generatePrivateKey()).address
    const delegate = bed.chainA.contracts.simple7702Account
    expect(await batchCapabilities(chain, account, delegate, BUNDLER)).toEqual({
      '0x7a69': { atomic: { status: 'ready' }, paymasterService: { supported: true } },
    })
    expect(await batchCapabilities(chain, account, delegate)).toEqual({
      '0x7a69': { atomic: { status: 'ready' } },
    })
  })

  it('a bundler that cannot be reached: the status falls back to the chain; a send is a clear error', async () => {
    const bed = inject('evmTestBed')
    const chain = evmChain(bed.chainA.chainId, bed.chainA.rpcUrl)
    // Nothing listens on port 9 (discard): the bundler's answer is missing, not a crash.
    expect(
      await sponsoredBatchStatus(chain, 'http://127.0.0.1:9/rpc', `0x${'12'.repeat(32)}`),
    ).toBeUndefined()
    const unreachable = await http('http://127.0.0.1:9/rpc', { retryCount: 0 })({})
      .request({ method: 'eth_chainId' })
      .catch((error: unknown) => error)
    expect(sponsorFailed(unreachable)).toMatchObject({
      code: -32603,
      message: 'The sponsor cannot be reached. Try again.',
    })
  })

  it("a bundler's refusal reaches the dapp with its code and message; an HTTP refusal (403) says so", async () => {
    const server = createServer((request, response) => {
      if (request.url === '/forbidden') return response.writeHead(403).end('{"error":"Origin not allowed"}')
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(
        JSON.stringify({
          jsonrpc: '2.0',
          id: 0,
          error: { code: -32501, message: 'The EntryPoint refused the operation: AA34 signature error' },
        }),
      )
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const ask = (path: string) =>
      http(`${base}${path}`, { retryCount: 0 })({})
        .request({ method: 'eth_sendUserOperation' })
        .catch((error: unknown) => error)
    try {
      expect(sponsorFailed(await ask('/rpc'))).toMatchObject({
        code: -32501,
        message: 'Not sponsored: The EntryPoint refused the operation: AA34 signature error',
      })
      expect(sponsorFailed(await ask('/forbidden'))).toMatchObject({
        code: -32603,
        message: 'The sponsor refused the request (HTTP 403)',
      })
    } finally {
      server.close()
    }
  })
})
