import { PublicKey } from '@wharfkit/antelope'
import { formatAsset } from '../../chain/runtime/asset.ts'
import type { ActionContext } from '../../chain/runtime/contract.ts'
import { formatBlockTime } from '../../chain/time.ts'
import type {
  ProducerInfoRow as ProducerInfo,
  VoterInfoRow as VoterInfo,
} from '@portal/chain/contracts/system/index'
import { telosVoteWeight } from '@portal/chain/vote-weight'
import type { SystemTypes } from './types.ts'

type Ctx<Data> = ActionContext<SystemTypes, Data>

/** eosio.system's producer index key: active producers sort by descending votes. */
export const byVotes = (row: ProducerInfo): number => (row.is_active ? -row.total_votes : row.total_votes)

/**
 * Vote weight of a stake given to `producers` validators: Telos's inverse vote weight (the devnet
 * leaves out eosio.system's time-based inflation of weights).
 */
const voteWeight = (staked: bigint, producers: number): number => telosVoteWeight(Number(staked), producers)

function emptyVoter(owner: string): VoterInfo {
  return {
    owner,
    proxy: '',
    producers: [],
    staked: '0',
    last_vote_weight: 0,
    proxied_vote_weight: 0,
    is_proxy: false,
    flags1: 0,
    reserved2: 0,
    reserved3: formatAsset(0n, 4, 'TLOS'),
  }
}

/** Moves a voter's weight from its previous producers to `producers` (or re-weighs them after a stake change). */
function applyVotes(ctx: Ctx<unknown>, voter: VoterInfo, producers: string[]): number {
  const table = ctx.table('producers')
  const weight = voteWeight(BigInt(voter.staked), producers.length)
  for (const name of voter.producers) {
    const row = table.find(name)
    if (row)
      table.modify(name, undefined, { total_votes: Math.max(0, row.total_votes - voter.last_vote_weight) })
  }
  for (const name of producers) {
    const row = table.get(name, `producer ${name} is not registered`)
    ctx.check(row.is_active, `producer ${name} is not currently registered`)
    table.modify(name, undefined, { total_votes: row.total_votes + weight })
  }
  return weight
}

/** eosio.system update_voting_power: staked changes move the voter's weight on its producers. */
export function updateVotingPower(ctx: Ctx<unknown>, voter: string, delta: bigint): void {
  const voters = ctx.table('voters')
  const current = voters.find(voter)
  const staked = BigInt(current?.staked ?? '0') + delta
  ctx.check(staked >= 0n, 'stake for voting cannot be negative')
  if (!current) {
    voters.emplace(voter, { ...emptyVoter(voter), staked: staked.toString() })
    return
  }
  const updated = { ...current, staked: staked.toString() }
  const activeProducers = current.producers.filter((name) => ctx.table('producers').find(name)?.is_active)
  const weight =
    current.producers.length > 0 ? applyVotes(ctx, updated, activeProducers) : current.last_vote_weight
  voters.modify(voter, undefined, {
    staked: updated.staked,
    last_vote_weight: weight,
    producers: activeProducers,
  })
}

export function regproducer(ctx: Ctx<SystemTypes['actions']['regproducer']>): void {
  const { producer, producer_key, url, location } = ctx.data
  ctx.requireAuth(producer)
  ctx.check(url.length < 512, 'url too long')
  ctx.check(
    PublicKey.from(producer_key).data.array.some((byte) => byte !== 0),
    'public key should not be the default value',
  )
  const producers = ctx.table('producers')
  if (producers.find(producer)) {
    producers.modify(producer, producer, { producer_key, is_active: true, url, location })
    return
  }
  producers.emplace(producer, {
    owner: producer,
    total_votes: 0,
    producer_key,
    is_active: true,
    url,
    unpaid_blocks: 0,
    last_claim_time: formatBlockTime(0),
    location,
  })
}

export function unregprod(ctx: Ctx<SystemTypes['actions']['unregprod']>): void {
  const { producer } = ctx.data
  ctx.requireAuth(producer)
  ctx.table('producers').get(producer, 'producer not found')
  ctx.table('producers').modify(producer, undefined, { is_active: false })
}

export function voteproducer(ctx: Ctx<SystemTypes['actions']['voteproducer']>): void {
  const { voter, proxy, producers } = ctx.data
  ctx.requireAuth(voter)
  ctx.check(!proxy, 'voting through a proxy is not supported by the devnet')
  ctx.check(producers.length <= 30, 'attempt to vote for too many producers')
  for (let i = 1; i < producers.length; i++) {
    ctx.check((producers[i - 1] ?? '') < (producers[i] ?? ''), 'producer votes must be unique and sorted')
  }
  const voters = ctx.table('voters')
  const current = voters.get(voter, 'user must stake before they can vote')
  const weight = applyVotes(ctx, current, producers)
  voters.modify(voter, undefined, { producers, last_vote_weight: weight })
}
