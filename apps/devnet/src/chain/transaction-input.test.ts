import { deflateSync } from 'node:zlib'
import { Serializer, Transaction } from '@wharfkit/antelope'
import { describe, expect, it } from 'vitest'
import { isChainError } from './errors.ts'
import { MAX_INFLATED_BYTES } from './packed-parts.mjs'
import { decodePackedTransaction } from './transaction-input.ts'

/** A transaction whose packed form is exactly `size` bytes (one action carrying filler data). */
function packedOfSize(size: number): Uint8Array {
  const empty = Serializer.encode({
    object: Transaction.from({
      expiration: '2030-01-01T00:00:00',
      ref_block_num: 0,
      ref_block_prefix: 0,
      actions: [
        {
          account: 'eosio.token',
          name: 'transfer',
          authorization: [{ actor: 'eosio', permission: 'active' }],
          data: '',
        },
      ],
    }),
  }).array
  // Packed with empty data, the transaction ends in the data's length (0) and no extensions (0);
  // filler goes between, behind its own length, which grows with it.
  const head = empty.subarray(0, empty.length - 2)
  const packed = (dataLength: number) =>
    Buffer.concat([
      head,
      Serializer.encode({ object: dataLength, type: 'varuint32' }).array,
      Buffer.alloc(dataLength),
      Buffer.from([0]),
    ])
  let length = size - empty.length
  while (packed(length).length > size) length -= 1
  const result = packed(length)
  expect(result.length).toBe(size)
  return result
}

const compressed = (bytes: Uint8Array) => ({
  compression: 1,
  packed_trx: deflateSync(bytes).toString('hex'),
})

const refusalOf = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return isChainError(error) ? { code: error.code, name: error.errorName, message: error.message } : error
  }
  return undefined
}

describe('decodePackedTransaction', () => {
  it("inflates a compressed transaction of exactly nodeos's limit (1 MiB)", () => {
    expect(MAX_INFLATED_BYTES).toBe(1024 * 1024)
    const input = decodePackedTransaction(compressed(packedOfSize(MAX_INFLATED_BYTES)))
    expect(input.packedTrx.length).toBe(MAX_INFLATED_BYTES)
    expect(input.transaction.actions).toHaveLength(1)
  })

  it("refuses one byte more with nodeos's tx_decompression_error", () => {
    expect(
      refusalOf(() => decodePackedTransaction(compressed(packedOfSize(MAX_INFLATED_BYTES + 1)))),
    ).toEqual({
      code: 3040001,
      name: 'tx_decompression_error',
      message: 'Exceeded maximum decompressed transaction size',
    })
  })

  it('refuses context-free data past the limit too, and reads empty context-free data as none', () => {
    const packedTrx = packedOfSize(200)
    const bomb = {
      ...compressed(packedTrx),
      packed_context_free_data: deflateSync(Buffer.alloc(MAX_INFLATED_BYTES + 1)).toString('hex'),
    }
    expect(refusalOf(() => decodePackedTransaction(bomb))).toMatchObject({ code: 3040001 })
    for (const none of ['', '00', deflateSync(Buffer.from([0])).toString('hex')]) {
      const body = none.startsWith('78')
        ? { ...compressed(packedTrx), packed_context_free_data: none }
        : { packed_trx: Buffer.from(packedTrx).toString('hex'), packed_context_free_data: none }
      expect(Buffer.from(decodePackedTransaction(body).contextFreeDigest ?? []).toString('hex')).toBe(
        '00'.repeat(32),
      )
    }
  })
})
