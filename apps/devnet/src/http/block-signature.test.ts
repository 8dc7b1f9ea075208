import { BlockId, BlockTimestamp, Checksum256, P2P, PublicKey, Serializer } from '@wharfkit/antelope'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_PUBLIC_KEY, keyAuthority } from '../chain/chain.ts'
import { startTestDevnet, type TestDevnet } from './test-devnet.ts'

let devnet: TestDevnet

beforeAll(async () => {
  devnet = await startTestDevnet()
  const session = devnet.session('eosio')
  await session.transact({
    action: {
      account: 'eosio',
      name: 'newaccount',
      authorization: [session.permissionLevel],
      data: {
        creator: 'eosio',
        name: 'alice',
        owner: keyAuthority(DEV_PUBLIC_KEY),
        active: keyAuthority(DEV_PUBLIC_KEY),
      },
    },
  })
})

afterAll(async () => {
  await devnet.close()
})

describe('blocks and accounts as a verifying client reads them', () => {
  it('R-HTTP-31: a block id is its header digest, and producer_signature recovers to the scheduled key', async () => {
    const { chain } = devnet.client.v1
    const info = await chain.get_info()
    const schedule = await chain.get_producer_schedule()
    for (const num of [1, Number(info.head_block_num)]) {
      const block = await chain.get_block(num)
      const header = P2P.BlockHeader.from({
        timeSlot: BlockTimestamp.from(block.timestamp).value,
        producer: block.producer,
        confirmed: block.confirmed,
        previous: String(block.previous),
        transaction_mroot: String(block.transaction_mroot),
        action_mroot: String(block.action_mroot),
        schedule_version: block.schedule_version,
        header_extensions: [],
      })
      const digest = Checksum256.hash(Serializer.encode({ object: header }))
      // fromBlockChecksum writes the block number into the checksum it is given: hand it a copy.
      const id = BlockId.fromBlockChecksum(Checksum256.from(digest.array.slice()), block.block_num)
      expect(String(id)).toBe(String(block.id))
      const producer = schedule.active.producers.find((entry) => entry.producer_name.equals(block.producer))
      const scheduledKey = PublicKey.from(producer!.authority[1].keys[0]!.key)
      expect(String(block.producer_signature.recoverDigest(digest))).toBe(String(scheduledKey))
    }
  })

  it('R-HTTP-31: an ordinary account reports its RAM quota as eosio.system sets it, a privileged one none', async () => {
    const alice = await devnet.post('/v1/chain/get_account', { account_name: 'alice' })
    // No RAM bought on the devnet: the quota is eosio.system's ram_gift_bytes alone.
    expect(alice.json.ram_quota).toBe(1400)
    const eosio = await devnet.post('/v1/chain/get_account', { account_name: 'eosio' })
    expect(eosio.json.ram_quota).toBe(-1)
  })
})
