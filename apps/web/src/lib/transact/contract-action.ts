import type { ActionDescriptor, ActionInputOf } from '@portal/chain/contracts/define'
import type { TableRef } from '@/lib/chain/chain-keys.ts'
import { contractAccount, tableRef } from '@/lib/chain/table-query.ts'
import type { ActionInput, TransactResult } from './transact.ts'

// Every feature's writes: an action descriptor and data typed as its schema's input. The data is
// checked with the schema before anything is signed, the contract account comes from the network
// preset, and a success refetches exactly the tables the descriptors say the actions write.

/** One action ready to sign, with the tables it writes. */
export type ContractCall = { action: ActionInput; writes: readonly TableRef[] }

/** Why a call's data was refused before signing: the first problem, as a sentence. */
export class ActionDataError extends Error {
  override name = 'ActionDataError'
}

/** Checks `data` with the action's schema and names the contract account; throws ActionDataError. */
export function contractAction<A extends ActionDescriptor>(action: A, data: ActionInputOf<A>): ContractCall {
  const parsed = action.data.safeParse(data)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = issue?.path.join('.') ?? ''
    throw new ActionDataError(
      `${action.name}: ${field === '' ? '' : `${field}: `}${issue?.message ?? 'invalid data'}`,
    )
  }
  return {
    action: {
      account: contractAccount(action),
      name: action.name,
      data: parsed.data as Record<string, unknown>,
    },
    writes: action.writes.map((table) => tableRef(table)),
  }
}

/** One transaction: its notification texts and its actions, in order. */
export type ContractTransaction = {
  /** The notification's title, e.g. "Lock safe". */
  title: string
  content?: string
  icon?: string
  calls: readonly ContractCall[]
  /** Tables changed by something the descriptors cannot say (e.g. a contract's transfer notification). */
  alsoWrites?: readonly TableRef[]
}

/** Signs the calls in one transaction through the portal's one transact path; rethrows a refusal. */
export async function sendTransaction(transaction: ContractTransaction): Promise<TransactResult> {
  const { title, content, icon, calls, alsoWrites = [] } = transaction
  // The transaction path (dry run, wallet, notifications) loads when a page first signs: a page that
  // offers an action does not wait for it before it is drawn.
  const { transact } = await import('./transact.ts')
  return transact(
    calls.map((call) => call.action),
    {
      title,
      ...(content === undefined ? {} : { content }),
      ...(icon === undefined ? {} : { icon }),
      writes: [...calls.flatMap((call) => call.writes), ...alsoWrites],
    },
  )
}
