import { ELECTION_STATUS } from '@portal/chain/resolve/elections'
import { nameValue } from '../../chain/keys.ts'
import { addArbitrator, getConfig, setMajorPermission, unitsOf } from './state.ts'
import type { BroadcastData, Ctx } from './types.ts'

/**
 * catch_broadcast (on_notify telos.decide::broadcast): the closed election ballot's results seat
 * the winners. Deliberate deviation, see README "Ties": on a tie at the cut the real contract
 * starts a runoff election whose ballot name is the bytes of a random string packed as a name (and
 * a tie below the cut makes endelection fail). Here results are ordered by votes, then by account
 * name, and the first `available_seats` candidates are seated; there is no runoff.
 */
export function onBroadcast(ctx: Ctx<BroadcastData>): void {
  getConfig(ctx) // the real handler reads the config first (fails before init)
  if (ctx.firstReceiver !== 'telos.decide') return
  const { ballot_name, final_results } = ctx.data
  const elections = ctx.table('elections')
  const key = nameValue(ballot_name)
  const election = elections.rows({ index: 'byballot', lower: key, upper: key, limit: 1 })[0]
  if (!election) return

  const ranked = final_results
    .map(({ key: name, value: votes }) => ({ name, votes, amount: unitsOf(votes) }))
    .sort((a, b) => (a.amount === b.amount ? compareNames(a.name, b.name) : a.amount > b.amount ? -1 : 1))
  const nominees = ctx.table('nominees')
  const results: { name: string; votes: string }[] = []
  ranked.forEach(({ name, votes }, rank) => {
    const nominee = nominees.find(nameValue(name))
    // Only candidates still nominated when the results arrive are listed, as on chain.
    if (!nominee) return
    if (rank < election.available_seats) addArbitrator(ctx, name, nominee.credentials_link)
    nominees.erase(nameValue(name))
    results.push({ name, votes })
  })
  elections.modify(election.election_id, ctx.self, { candidates: results, status: ELECTION_STATUS.ended })
  setMajorPermission(ctx)
}

function compareNames(a: string, b: string): number {
  const left = nameValue(a)
  const right = nameValue(b)
  return left < right ? -1 : left > right ? 1 : 0
}
