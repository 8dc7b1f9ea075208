import { useMutation } from '@tanstack/react-query'
import { arbitrationActions } from '@portal/chain/contracts/arbitration/index'
import { FEE_TOP_UP_MEMO } from '@portal/chain/resolve/index'
import { getNetwork } from '@/config/network.ts'
import type { TableRef } from '@/lib/chain/chain-keys.ts'
import { transact, type ActionInput, type TransactResult } from '@/lib/transact/transact.ts'

// Every Resolve write goes through the one transact path: "Transaction signed", a notification with
// the explorer link, the chain's message on failure (rethrown so dialogs stay open), and a refetch of
// the tables the actions write (from the contract descriptor).

/** An arbitration action name from the ABI. */
export type ArbitrationActionName = Extract<keyof typeof arbitrationActions, string>

/** One arbitration action as the transact path takes it. */
export function arbitrationAction(name: ArbitrationActionName, data: Record<string, unknown>): ActionInput {
  return { account: getNetwork().contracts.arbitration, name, data }
}

/** The TLOS transfer into the signed-in account's escrow that precedes readycase or respondoffer. */
export function topUpTransfer(from: string, quantity: string, memo = FEE_TOP_UP_MEMO): ActionInput {
  const { token, arbitration } = getNetwork().contracts
  return { account: token, name: 'transfer', data: { from, to: arbitration, quantity, memo } }
}

function writesOf(actions: readonly ActionInput[]): TableRef[] {
  const { arbitration, token } = getNetwork().contracts
  const refs: TableRef[] = []
  for (const action of actions) {
    if (action.account === token) refs.push({ contract: token, table: 'accounts' })
    const descriptor = arbitrationActions[action.name as ArbitrationActionName]
    if (action.account === arbitration && descriptor) {
      for (const table of descriptor.writes) refs.push({ contract: arbitration, table })
    }
  }
  // A transfer credits the escrow through the contract's notification, so it writes `accounts` there too.
  if (actions.some((action) => action.account === token))
    refs.push({ contract: arbitration, table: 'accounts' })
  return refs
}

/** What a Resolve transaction is called in the notifications, e.g. "File case". */
export type ResolveTransaction = { title: string; content?: string; actions: readonly ActionInput[] }

/** Signs Resolve actions in one transaction and refetches what they write; rethrows the chain's refusal. */
export function sendResolve({ title, content, actions }: ResolveTransaction): Promise<TransactResult> {
  return transact(actions, { title, content, icon: 'gavel', writes: writesOf(actions) })
}

/** A mutation that sends one Resolve transaction (used by every Resolve dialog and button). */
export function useResolveTransaction() {
  return useMutation({ mutationFn: sendResolve })
}
