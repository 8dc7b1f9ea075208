import { safe } from '@portal/chain/contracts/safe/index'
import { defineContract, type ActionContext, type TypesOf } from '../../chain/runtime/contract.ts'
import { formatTimePointSec } from '../../chain/time.ts'

type SafeTypes = TypesOf<typeof safe>
type Ctx<Data = unknown> = ActionContext<SafeTypes, Data>

/** time_point_sec zero: a safe never locked or unlocked shows the epoch, as a zeroed struct would. */
const NEVER = formatTimePointSec(0)

function checkAdmins(ctx: Ctx, admins: readonly string[]): void {
  for (const admin of admins) ctx.check(ctx.isAccount(admin), `admin account ${admin} does not exist`)
  ctx.check(new Set(admins).size === admins.length, 'duplicate admin')
}

const safeOf = (ctx: Ctx, safeName: string) => ctx.table('safes').get(safeName, 'safe not found')

/**
 * safe.poc.tbs, the smart-safe proof of concept. The published portal is its only trace, so the
 * rules are the devnet's own (README.md): anyone may lock an unlocked safe; only whoever locked it,
 * or one of the safe's admins, may unlock it.
 */
export const safeContract = defineContract(safe, {
  actions: {
    addsafe(ctx) {
      const { safe_name, admins } = ctx.data
      ctx.requireAuth(ctx.self)
      ctx.check(!ctx.table('safes').find(safe_name), 'safe already exists')
      checkAdmins(ctx, admins)
      ctx.table('safes').emplace(ctx.self, {
        safe_name,
        locked: false,
        locked_by: '',
        last_lock_time: NEVER,
        unlocked_by: '',
        last_unlock_time: NEVER,
        admins,
      })
    },

    setadmins(ctx) {
      const { safe_name, admins } = ctx.data
      ctx.requireAuth(ctx.self)
      safeOf(ctx, safe_name)
      checkAdmins(ctx, admins)
      ctx.table('safes').modify(safe_name, undefined, { admins })
    },

    delsafe(ctx) {
      ctx.requireAuth(ctx.self)
      safeOf(ctx, ctx.data.safe_name)
      ctx.table('safes').erase(ctx.data.safe_name)
    },

    locksafe(ctx) {
      const { safe_name, locking_account } = ctx.data
      ctx.requireAuth(locking_account)
      const safe = safeOf(ctx, safe_name)
      ctx.check(!safe.locked, 'safe is already locked')
      ctx.table('safes').modify(safe_name, undefined, {
        locked: true,
        locked_by: locking_account,
        last_lock_time: formatTimePointSec(ctx.nowMs()),
      })
    },

    unlocksafe(ctx) {
      const { safe_name, unlocking_account } = ctx.data
      ctx.requireAuth(unlocking_account)
      const safe = safeOf(ctx, safe_name)
      ctx.check(safe.locked, 'safe is not locked')
      ctx.check(
        unlocking_account === safe.locked_by || safe.admins.includes(unlocking_account),
        'only the account that locked the safe or an admin can unlock it',
      )
      // locked_by and last_lock_time stay: the portal shows who locked the safe last, and when.
      ctx.table('safes').modify(safe_name, undefined, {
        locked: false,
        unlocked_by: unlocking_account,
        last_unlock_time: formatTimePointSec(ctx.nowMs()),
      })
    },
  },
})
