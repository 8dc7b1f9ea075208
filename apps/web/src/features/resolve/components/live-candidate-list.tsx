import type { ElectionRow, NomineeRow } from '@portal/chain/contracts/arbitration/index'
import { useBallotOptions } from '../api/election-ballot.ts'
import { CandidateList } from './candidate-list.tsx'

/**
 * The candidates of an election that is voting, with its telos.decide ballot's totals (refreshed every
 * 10 s). Its own chunk: the telos.decide definitions load only where an election is voting and open.
 */
export function LiveCandidateList({
  election,
  nominees,
}: {
  election: ElectionRow
  nominees: readonly NomineeRow[]
}) {
  const options = useBallotOptions(election.ballot_name, true)
  return <CandidateList election={election} nominees={nominees} options={options.data} />
}
