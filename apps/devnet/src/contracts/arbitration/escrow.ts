import { nameValue } from '../../chain/keys.ts'
import { isValidAsset, parseAsset, symbolCodeKey } from '../../chain/runtime/asset.ts'
import { addAssets, addBalance, getConfig, setConfig } from './state.ts'
import type { ActionCtx, Ctx, TransferData } from './types.ts'

/**
 * transfer_handler (on_notify eosio.token::transfer): memo `skip` funds the contract itself
 * (config.available_funds); any other memo credits the sender's escrow. Outgoing transfers of the
 * contract (withdrawals, ballot fees) notify it too and return early.
 */
export function onTransfer(ctx: Ctx<TransferData>): void {
  const { from, to, quantity, memo } = ctx.data
  ctx.requireAuth(from)
  const value = parseAsset(quantity)
  ctx.check(isValidAsset(value), 'Invalid quantity')
  ctx.check(value.code === 'TLOS' && value.precision === 4, 'only TLOS tokens are accepted by this contract')
  if (from === ctx.self) return
  ctx.check(to === ctx.self, 'to must be self')
  if (memo === 'skip') {
    const config = getConfig(ctx)
    setConfig(ctx, { ...config, available_funds: addAssets(config.available_funds, quantity) })
  } else {
    addBalance(ctx, from, value.amount)
  }
}

/** withdraw: pays the whole escrow balance back to its owner and erases the row. */
export function withdraw(ctx: ActionCtx<'withdraw'>): void {
  const { owner } = ctx.data
  ctx.requireAuth(owner)
  const accounts = ctx.table('accounts', nameValue(owner))
  const key = symbolCodeKey('TLOS')
  const row = accounts.get(key, 'balance does not exist')
  ctx.sendInline({
    account: 'eosio.token',
    name: 'transfer',
    authorization: [{ actor: ctx.self, permission: 'active' }],
    data: { from: ctx.self, to: owner, quantity: row.balance, memo: 'Telos Arbitration withdrawal' },
  })
  accounts.erase(key)
}
