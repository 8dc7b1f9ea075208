import { useQuery } from '@tanstack/react-query'
import type { RowOf } from '@portal/chain/contracts/define'
import { decide } from '@portal/chain/contracts/decide/index'
import { tableRowQuery } from '@/lib/chain/table-query.ts'
import { live } from './resolve-tables.ts'

// The telos.decide read of the elections page, apart from resolve-tables.ts so that the case pages do
// not load the telos.decide contract definitions.

/** A telos.decide ballot's options {key, value "x.xxxx VOTE"}, for election vote totals. */
export type BallotOptions = RowOf<typeof decide.tables.ballots>['options']

/** The telos.decide ballot of an election, or null when it is not on chain. */
export const ballotQuery = (ballotName: string) => tableRowQuery(decide.tables.ballots, ballotName)

const optionsOf = (ballot: RowOf<typeof decide.tables.ballots> | null): BallotOptions => ballot?.options ?? []

/** The options of an election's ballot, refreshed like the other Resolve reads while `enabled`. */
export const useBallotOptions = (ballotName: string, enabled: boolean) =>
  useQuery({ ...ballotQuery(ballotName), ...live, select: optionsOf, enabled: enabled && ballotName !== '' })
