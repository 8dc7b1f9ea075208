import { PackedTransaction, Signature } from '@wharfkit/antelope'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TELOS_TESTNET_CHAIN_ID, networkConfig } from '@portal/chain/networks'
import { chainClient } from '@/lib/chain/chain.ts'
import type { ChainInfo, PackedTransactionJson } from '@/lib/chain/chain-client.ts'
import { DEVNET_TEST_TIMEOUT_MS, devnetForThisFile } from '@/lib/testing/devnet-process.ts'
import { watchNetwork, type Call } from '@/lib/testing/network.ts'
import { transact } from '@/lib/transact/transact.ts'
import { login, logout } from './session-store.ts'
import { parseChainTime } from './tapos.ts'

// A transaction signed by the portal's one signing path (transact → Wharf session → Local keys wallet)
// and sent to a real devnet with the demo world; the packed transaction is read back off the wire.

const devnet = devnetForThisFile({ seed: 'demo' })
beforeAll(async () => {
  await login({ walletId: 'local-keys', account: 'claimant1' })
})
afterAll(async () => {
  await logout()
})

let deposits = 0

type Sent = { info: ChainInfo; packed: PackedTransaction; transactionId: string }

/** Signs and sends one escrow deposit, returning the get_info the signer read and the packed transaction. */
async function sendDeposit(): Promise<Sent> {
  // A different amount each time: the same actions in the same block would be a duplicate transaction.
  deposits += 1
  const network = watchNetwork()
  try {
    const { transactionId } = await transact(
      [
        {
          account: 'eosio.token',
          name: 'transfer',
          data: {
            from: 'claimant1',
            to: 'testtelosarb',
            quantity: `${deposits}.0000 TLOS`,
            memo: 'Resolve escrow deposit',
          },
        },
      ],
      { title: 'Deposit' },
    )
    const sendAt = network.calls.findIndex((call) => call.path === '/v1/chain/send_transaction')
    const infoCall = network.calls
      .slice(0, sendAt)
      .findLast((call: Call) => call.path === '/v1/chain/get_info')
    const info = JSON.parse(infoCall!.answer!) as ChainInfo
    const packed = PackedTransaction.from(network.calls[sendAt]!.body as unknown as PackedTransactionJson)
    return { info, packed, transactionId }
  } finally {
    network.restore()
  }
}

describe('transactions the portal signs', { timeout: DEVNET_TEST_TIMEOUT_MS }, () => {
  it('R-CALL-TX-01: expire 30 s after the head block time the signer read', async () => {
    const { info, packed } = await sendDeposit()
    const expiration = packed.getTransaction().expiration.toMilliseconds()
    expect(expiration).toBe(Math.floor(parseChainTime(info.head_block_time) / 1000) * 1000 + 30_000)
  })

  it('R-CALL-TX-02: reference the block 3 behind the head the signer read', async () => {
    const { info, packed } = await sendDeposit()
    const transaction = packed.getTransaction()
    const target = info.head_block_num - 3
    const block = (await (
      await fetch(`${devnet.url}/v1/chain/get_block_info`, {
        method: 'POST',
        body: JSON.stringify({ block_num: target }),
      })
    ).json()) as { id: string; ref_block_prefix: number }
    expect(Number(transaction.ref_block_num)).toBe(target & 0xffff)
    expect(Number(transaction.ref_block_prefix)).toBe(block.ref_block_prefix)
  })

  it("R-CONST-24: signatures commit to the configured chain's id, which for the testnet build is the Telos testnet", async () => {
    const { info, packed, transactionId } = await sendDeposit()
    const transaction = packed.getTransaction()
    // The local preset pins no id and asks get_info: the signature verifies only against that chain id.
    const account = await chainClient().getAccount('claimant1')
    const activeKey = account.permissions.find((permission) => permission.perm_name === 'active')!
      .required_auth.keys[0]!.key
    const signer = Signature.from(String(packed.signatures[0])).recoverDigest(
      transaction.signingDigest(info.chain_id),
    )
    expect([signer.toString(), signer.toLegacyString()]).toContain(activeKey)
    expect(String(transaction.id)).toBe(transactionId)
    const testnet = networkConfig('telos-testnet', { origin: 'https://portal.example' })
    expect(testnet.chainId).toBe('1eaa0824707c8c16bd25145493bf062aecddfeb56c736f6ba6397f3195f33c9f')
    expect(testnet.chainId).toBe(TELOS_TESTNET_CHAIN_ID)
  })
})
