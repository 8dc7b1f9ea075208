import type { HyperionAction } from './history-store.ts'

type ActionData = Record<string, unknown>

/**
 * Hyperion indexes a transfer's quantity as `@transfer.amount` (a number) and `@transfer.symbol`
 * and merges them into `act.data` when it answers, ahead of the action's own fields.
 */
export function withActionMeta(action: HyperionAction): HyperionAction {
  const data = action.act.data as ActionData | null
  if (action.act.name !== 'transfer' || !data || typeof data.quantity !== 'string') return action
  const [amount = '', symbol = ''] = data.quantity.split(' ')
  const meta = { from: data.from, to: data.to, amount: Number.parseFloat(amount), symbol }
  return { ...action, act: { ...action.act, data: { ...meta, ...data } as HyperionAction['act']['data'] } }
}

/** One entry of Hyperion's `simple_actions` (get_actions with `simple=true`). */
export function simpleAction(action: HyperionAction, lib: number) {
  return {
    block: action.block_num,
    irreversible: lib !== 0 ? action.block_num < lib : undefined,
    timestamp: action['@timestamp'],
    transaction_id: action.trx_id,
    actors: action.act.authorization.map((level) => `${level.actor}@${level.permission}`).join(','),
    notified: action.notified.join(','),
    contract: action.act.account,
    action: action.act.name,
    data: action.act.data,
  }
}

/** Hyperion's query-string booleans: `true` or `1`. */
export const isTrue = (value: string | undefined) => value === 'true' || value === '1'
