import { useQuery } from '@tanstack/react-query'
import { REFRESH_INTERVAL_MS, VOTER_ROWS_LIMIT } from '@portal/chain/constants'
import { decide } from '@portal/chain/contracts/decide/index'
import type { RowOf } from '@portal/chain/contracts/define'
import { tableQuery, tableRowQuery } from '@/lib/chain/table-query.ts'

/** A voters row: the account's balances in one treasury. */
export type VoterRow = RowOf<typeof decide.tables.voters>
/** A votes row: one voter's receipt on one ballot. */
export type VoteRow = RowOf<typeof decide.tables.votes>

/** The treasuries an account is registered in (voters, scope = the account, limit 1000: product.md §7). */
export const voterRowsQuery = (account: string) =>
  tableQuery(decide.tables.voters, { scope: account, limit: VOTER_ROWS_LIMIT })

export const useVoterRows = (account: string | null) =>
  useQuery({ ...voterRowsQuery(account ?? ''), enabled: account !== null })

/** The account's vote on a ballot (votes, scope = the ballot), or null when it has not voted. */
export const userVoteQuery = (ballotName: string, account: string) =>
  tableRowQuery(decide.tables.votes, account, { scope: ballotName })

/** The signed-in account's vote on a ballot; refreshed with the ballot while it is voting. */
export const useUserVote = (ballotName: string, account: string | null, live = false) =>
  useQuery({
    ...userVoteQuery(ballotName, account ?? ''),
    enabled: account !== null && ballotName !== '',
    refetchInterval: live ? REFRESH_INTERVAL_MS : false,
  })
