import { recovery } from '@portal/chain/contracts/recovery/index'
import { defineContract, type ActionContext, type TypesOf } from '../../chain/runtime/contract.ts'
import { parseAsset, symbolCodeKey } from '../../chain/runtime/asset.ts'
import { system } from '@portal/chain/contracts/system/index'
import { token } from '@portal/chain/contracts/token/index'

type TlosrecoveryTypes = TypesOf<typeof recovery>
type Ctx<Data = unknown> = ActionContext<TlosrecoveryTypes, Data>

/** The memo of every recovery transfer, as in the real contract. */
export const RECOVERY_MEMO =
  'Recovering tokens per TBNOA: https://chainspector.io/dashboard/ratify-proposals/0'

/** The account's self-delegated stake (eosio `delband`, scope and key the account). */
const selfStake = (ctx: Ctx, account: string) =>
  ctx.foreignTable(system.tables.delband, account).find(account)

/** An account with stake goes on the unstake list, any other straight on the recover list. */
function addAccount(ctx: Ctx, account: string): void {
  const list = selfStake(ctx, account) ? 'unstake' : 'recover'
  ctx.table(list).emplace(ctx.self, { account_name: account })
}

function removeAccount(ctx: Ctx, account: string): void {
  for (const list of ['unstake', 'recover'] as const) {
    if (ctx.table(list).find(account)) ctx.table(list).erase(account)
  }
}

/**
 * cryptosuviio/tlos-recovery: lists of dormant accounts whose TLOS the TBNOA lets the chain recover.
 * It is privileged on Telos, so its inline undelegatebw and transfers carry the listed account's
 * own active authority.
 */
export const recoveryContract = defineContract(recovery, {
  privileged: true,
  actions: {
    add(ctx) {
      ctx.requireAuth(ctx.self)
      for (const account of ctx.data.account_names) addAccount(ctx, account)
    },

    remove(ctx) {
      ctx.requireAuth(ctx.self)
      for (const account of ctx.data.account_names) removeAccount(ctx, account)
    },

    /** The owner proves the account is in use; nothing to remove is not an error. */
    removeme(ctx) {
      ctx.requireAuth(ctx.data.account_name)
      removeAccount(ctx, ctx.data.account_name)
    },

    /** Unstakes the first n listed accounts (by name) and moves them to the recover list. */
    unstake(ctx) {
      const unstaking = ctx.table('unstake')
      const batch = ctx.data.n > 0 ? unstaking.rows({ limit: ctx.data.n }) : []
      for (const { account_name } of batch) {
        const staked = selfStake(ctx, account_name)
        if (staked) {
          ctx.sendInline({
            account: 'eosio',
            name: 'undelegatebw',
            authorization: [{ actor: account_name, permission: 'active' }],
            data: {
              from: account_name,
              receiver: account_name,
              unstake_net_quantity: staked.net_weight,
              unstake_cpu_quantity: staked.cpu_weight,
            },
          })
        }
        ctx.table('recover').emplace(ctx.self, { account_name })
        unstaking.erase(account_name)
      }
      ctx.check(batch.length > 0, 'No accounts to unstake')
    },

    /** Transfers the liquid TLOS of the first n listed accounts to the contract. */
    recover(ctx) {
      const recovering = ctx.table('recover')
      const batch = ctx.data.n > 0 ? recovering.rows({ limit: ctx.data.n }) : []
      for (const { account_name } of batch) {
        const refunding = ctx.foreignTable(system.tables.refunds, account_name).find(account_name)
        ctx.check(!refunding, 'Unstaking still in progress')
        // token::get_balance uses get(), so an account without a TLOS row fails the batch.
        const balance = ctx
          .foreignTable(token.tables.accounts, account_name)
          .get(symbolCodeKey('TLOS')).balance
        if (parseAsset(balance).amount > 0n) {
          ctx.sendInline({
            account: 'eosio.token',
            name: 'transfer',
            authorization: [{ actor: account_name, permission: 'active' }],
            data: { from: account_name, to: ctx.self, quantity: balance, memo: RECOVERY_MEMO },
          })
        }
        recovering.erase(account_name)
      }
      ctx.check(batch.length > 0, 'No accounts to recover')
    },
  },
})
