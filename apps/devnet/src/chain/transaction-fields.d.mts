import type { Transaction } from '@wharfkit/antelope'
import type { TransactionFields } from './transaction-input.ts'

export function transactionFields(
  transaction: Transaction,
  packedTrx: Uint8Array,
  contextFreeDigest?: Uint8Array,
): TransactionFields
