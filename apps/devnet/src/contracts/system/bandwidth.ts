import { assetString, parseAsset, type Amount } from '../../chain/runtime/asset.ts'
import type { ActionContext } from '../../chain/runtime/contract.ts'
import { formatTimePointSec, parseChainTime } from '../../chain/time.ts'
import type { SystemTypes } from './types.ts'
import { updateVotingPower } from './producers.ts'

type Ctx<Data> = ActionContext<SystemTypes, Data>

/** The core token of Telos. */
export const CORE_SYMBOL = { precision: 4, code: 'TLOS' } as const
/** eosio.system's refund_delay_sec: unstaked TLOS comes back after three days. */
export const REFUND_DELAY_SEC = 3 * 24 * 3600

const core = (amount: bigint): string => assetString({ ...CORE_SYMBOL, amount })

function coreAmount(ctx: Ctx<unknown>, text: string): bigint {
  const value: Amount = parseAsset(text)
  ctx.check(
    value.code === CORE_SYMBOL.code && value.precision === CORE_SYMBOL.precision,
    'attempt to stake non-core token',
  )
  return value.amount
}

/** eosio.system changebw: moves stake between liquid TLOS (eosio.stake) and delband/userres rows. */
function changebw(
  ctx: Ctx<unknown>,
  from: string,
  receiver: string,
  netDelta: bigint,
  cpuDelta: bigint,
  transfer: boolean,
): void {
  ctx.requireAuth(from)
  ctx.check(netDelta !== 0n || cpuDelta !== 0n, 'should stake non-zero amount')
  const abs = (value: bigint) => (value < 0n ? -value : value)
  ctx.check(
    abs(netDelta + cpuDelta) >= (abs(netDelta) > abs(cpuDelta) ? abs(netDelta) : abs(cpuDelta)),
    'net and cpu deltas cannot be opposite signs',
  )
  ctx.check(ctx.isAccount(receiver), 'receiver account does not exist')
  const source = transfer ? receiver : from

  const delband = ctx.table('delband', from)
  const existing = delband.find(receiver)
  const net = (existing ? parseAsset(existing.net_weight).amount : 0n) + netDelta
  const cpu = (existing ? parseAsset(existing.cpu_weight).amount : 0n) + cpuDelta
  ctx.check(net >= 0n, 'insufficient staked net bandwidth')
  ctx.check(cpu >= 0n, 'insufficient staked cpu bandwidth')
  if (net === 0n && cpu === 0n) {
    if (existing) delband.erase(receiver)
  } else if (existing) {
    delband.modify(receiver, from, { net_weight: core(net), cpu_weight: core(cpu) })
  } else {
    delband.emplace(from, { from, to: receiver, net_weight: core(net), cpu_weight: core(cpu) })
  }

  const userres = ctx.table('userres', receiver)
  const totals = userres.find(receiver)
  const totalNet = (totals ? parseAsset(totals.net_weight).amount : 0n) + netDelta
  const totalCpu = (totals ? parseAsset(totals.cpu_weight).amount : 0n) + cpuDelta
  ctx.check(totalNet >= 0n, 'insufficient staked total net bandwidth')
  ctx.check(totalCpu >= 0n, 'insufficient staked total cpu bandwidth')
  if (totals) userres.modify(receiver, undefined, { net_weight: core(totalNet), cpu_weight: core(totalCpu) })
  else
    userres.emplace(from, {
      owner: receiver,
      net_weight: core(totalNet),
      cpu_weight: core(totalCpu),
      ram_bytes: '0',
    })

  const total = netDelta + cpuDelta
  if (source === from) {
    const refunds = ctx.table('refunds', from)
    const request = refunds.find(from)
    let toStake = total
    if (total < 0n) {
      // Unstaking: the amount waits in a refund request for REFUND_DELAY_SEC.
      const netAmount = (request ? parseAsset(request.net_amount).amount : 0n) - netDelta
      const cpuAmount = (request ? parseAsset(request.cpu_amount).amount : 0n) - cpuDelta
      const row = {
        owner: from,
        request_time: formatTimePointSec(ctx.nowMs()),
        net_amount: core(netAmount),
        cpu_amount: core(cpuAmount),
      }
      if (request) refunds.modify(from, undefined, row)
      else refunds.emplace(from, row)
      toStake = 0n
    } else if (request) {
      // Staking again takes from a pending refund first (net, then cpu), as eosio.system does.
      let netLeft = parseAsset(request.net_amount).amount
      let cpuLeft = parseAsset(request.cpu_amount).amount
      const fromNet = netLeft < total ? netLeft : total
      netLeft -= fromNet
      const fromCpu = cpuLeft < total - fromNet ? cpuLeft : total - fromNet
      cpuLeft -= fromCpu
      toStake = total - fromNet - fromCpu
      if (netLeft + cpuLeft === 0n) refunds.erase(from)
      else refunds.modify(from, undefined, { net_amount: core(netLeft), cpu_amount: core(cpuLeft) })
    }
    if (toStake > 0n) {
      ctx.sendInline({
        account: 'eosio.token',
        name: 'transfer',
        authorization: [{ actor: source, permission: 'active' }],
        data: { from: source, to: 'eosio.stake', quantity: core(toStake), memo: 'stake bandwidth' },
      })
    }
  } else if (total > 0n) {
    ctx.sendInline({
      account: 'eosio.token',
      name: 'transfer',
      authorization: [{ actor: source, permission: 'active' }],
      data: { from: source, to: 'eosio.stake', quantity: core(total), memo: 'stake bandwidth' },
    })
  }

  updateVotingPower(ctx, from, total)
  // Telos: telos.decide mirrors staked TLOS into VOTE when notified of (un)delegations.
  if (ctx.isAccount('telos.decide')) ctx.requireRecipient('telos.decide')
}

export function delegatebw(ctx: Ctx<SystemTypes['actions']['delegatebw']>): void {
  const { from, receiver, stake_net_quantity, stake_cpu_quantity, transfer } = ctx.data
  const net = coreAmount(ctx, stake_net_quantity)
  const cpu = coreAmount(ctx, stake_cpu_quantity)
  ctx.check(cpu >= 0n, 'must stake a positive amount')
  ctx.check(net >= 0n, 'must stake a positive amount')
  ctx.check(net + cpu > 0n, 'must stake a positive amount')
  ctx.check(!transfer || from !== receiver, 'cannot use transfer flag if delegating to self')
  changebw(ctx, from, receiver, net, cpu, transfer)
}

export function undelegatebw(ctx: Ctx<SystemTypes['actions']['undelegatebw']>): void {
  const { from, receiver, unstake_net_quantity, unstake_cpu_quantity } = ctx.data
  const net = coreAmount(ctx, unstake_net_quantity)
  const cpu = coreAmount(ctx, unstake_cpu_quantity)
  ctx.check(cpu >= 0n, 'must unstake a positive amount')
  ctx.check(net >= 0n, 'must unstake a positive amount')
  ctx.check(net + cpu > 0n, 'must unstake a positive amount')
  changebw(ctx, from, receiver, -net, -cpu, false)
}

export function refund(ctx: Ctx<SystemTypes['actions']['refund']>): void {
  const { owner } = ctx.data
  ctx.requireAuth(owner)
  const refunds = ctx.table('refunds', owner)
  const request = refunds.get(owner, 'refund request not found')
  ctx.check(
    parseChainTime(request.request_time) / 1000 + REFUND_DELAY_SEC <= ctx.now(),
    'refund is not available yet',
  )
  const amount = parseAsset(request.net_amount).amount + parseAsset(request.cpu_amount).amount
  refunds.erase(owner)
  ctx.sendInline({
    account: 'eosio.token',
    name: 'transfer',
    authorization: [{ actor: 'eosio.stake', permission: 'active' }],
    data: { from: 'eosio.stake', to: owner, quantity: core(amount), memo: 'unstake' },
  })
}
