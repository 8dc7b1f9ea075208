import { DECIDE_FEE_MEMO } from '@portal/chain/constants'
import { useQuery } from '@tanstack/react-query'
import { decide } from '@portal/chain/contracts/decide/index'
import { token } from '@portal/chain/contracts/token/index'
import { decideFee, feeShortfall } from '@portal/chain/governance/decide-fees'
import { getNetwork } from '@/config/network.ts'
import { accountQuery } from '@/lib/chain/queries.ts'
import { singletonQuery, tableRef } from '@/lib/chain/table-query.ts'
import { contractAction, type ContractCall } from '@/lib/transact/contract-action.ts'

/** telos.decide's config singleton (fees and times). */
export const decideConfigQuery = () => singletonQuery(decide.tables.config)

/**
 * The creation fee for `key` read from the config, the signer's liquid TLOS and what is missing.
 * `fee` is undefined while loading or when the config has no such fee.
 */
export function useDecideFee(key: 'ballot' | 'treasury', account: string | null) {
  const config = useQuery(decideConfigQuery())
  const holder = useQuery({ ...accountQuery(account ?? ''), enabled: account !== null })
  const fee = decideFee(config.data?.fees, key)
  const liquid = holder.data?.core_liquid_balance ?? (holder.isSuccess ? '0.0000 TLOS' : undefined)
  const missing = fee !== undefined && liquid !== undefined ? feeShortfall(liquid, fee) : undefined
  return {
    fee,
    liquid,
    missing,
    loading: config.isPending || (account !== null && holder.isPending),
    failed: config.isError,
  }
}

/**
 * The fee transfer that precedes newballot or newtreasury in the same transaction: telos.decide
 * credits it to the sender's deposit (memo `fees-deposit`) and newballot/newtreasury charge it.
 */
export function feeDepositCall(from: string, quantity: string): ContractCall {
  const call = contractAction(token.actions.transfer, {
    from,
    to: getNetwork().contracts.decide,
    quantity,
    memo: DECIDE_FEE_MEMO,
  })
  return {
    ...call,
    writes: [...call.writes, tableRef(decide.tables.accounts), tableRef(decide.tables.config)],
  }
}
