/** An account as `surfnet_setAccount` writes it. */
export interface AccountToWrite {
  data: Uint8Array
  owner: string
  lamports?: number
}

/**
 * Writes an account as is into the test SVM, through the server's `surfnet_setAccount` (Surfpool's cheat code, as
 * anvil has `anvil_setCode`): for accounts of programs the SVM does not run, or accounts recorded from mainnet.
 */
export async function setAccount(rpcUrl: string, target: string, account: AccountToWrite): Promise<void> {
  const answer = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'surfnet_setAccount',
      params: [
        target,
        {
          lamports: account.lamports ?? 5_616_720,
          data: Buffer.from(account.data).toString('hex'),
          owner: account.owner,
        },
      ],
    }),
  })
  const body = (await answer.json()) as { error?: { message: string } }
  if (body.error) throw new Error(`surfnet_setAccount failed: ${body.error.message}`)
}
