import { parseAssetUnits } from '../assets.ts'

// Who can vote on a ballot (decisions.md "Voting prerequisites"): on the VOTE treasury the account
// needs TLOS staked for CPU and/or NET; elsewhere castvote reads only the ballot's votestake: on, it
// weighs the voter's staked balance, off, the liquid one. voteliquid is a flag castvote never reads, so
// a ballot with both settings on counts the staked balance alone (reference/contracts.md §2.2).

/** What a ballot counts as voting power. */
export type VotingPower = 'stake' | 'staked' | 'liquid'

/** Ballot settings as telos.decide returns them: pairs of name and 0/1 (or true/false). */
export type BallotSettings = readonly { readonly key: string; readonly value: boolean | number }[]

/** True when a ballot setting is on. */
export function ballotSetting(settings: BallotSettings | undefined, name: string): boolean {
  const entry = Array.isArray(settings) ? settings.find((setting) => setting?.key === name) : undefined
  return entry?.value === true || entry?.value === 1
}

/** The voting power a ballot counts, from its treasury symbol code and settings. */
export function votingPowerKind(
  treasurySymbolCode: string,
  settings: BallotSettings | undefined,
): VotingPower {
  if (treasurySymbolCode === 'VOTE') return 'stake'
  return ballotSetting(settings, 'votestake') ? 'staked' : 'liquid'
}

/** What a ballot counts as a voter's weight, in words, e.g. "Staked DEMO (liquid DEMO does not count)". */
export function votingPowerText(power: VotingPower, symbolCode: string): string {
  switch (power) {
    case 'stake':
      return 'Staked TLOS (self-staked for CPU and NET)'
    case 'staked':
      return `Staked ${symbolCode} (liquid ${symbolCode} does not count)`
    case 'liquid':
      return `Liquid ${symbolCode} (staked ${symbolCode} does not count)`
  }
}

/** The balances that decide whether an account can vote. */
export type VoterBalances = {
  /** self_delegated_bandwidth cpu_weight + net_weight of the account, as assets ("1.0000 TLOS"). */
  readonly cpuStake?: string
  readonly netStake?: string
  /** The account's voters row in the ballot's treasury, if registered. */
  readonly liquid?: string
  readonly staked?: string
}

/** Whether an account may vote, and if not, a message naming what is missing and how to get it. */
export type VotingEligibility = { readonly ok: true } | { readonly ok: false; readonly message: string }

/** Checks an account's balances against what a ballot counts as voting power. */
export function votingEligibility(
  power: VotingPower,
  balances: VoterBalances,
  symbolCode: string,
): VotingEligibility {
  const positive = (asset: string | undefined) => (parseAssetUnits(asset) ?? 0n) > 0n
  switch (power) {
    case 'stake':
      return positive(balances.cpuStake) || positive(balances.netStake)
        ? { ok: true }
        : {
            ok: false,
            message:
              'Stake TLOS for CPU or NET to vote: voting power on VOTE ballots follows your staked TLOS.',
          }
    case 'staked':
      return positive(balances.staked)
        ? { ok: true }
        : {
            ok: false,
            message: `This ballot counts staked ${symbolCode} only (your liquid ${symbolCode} gives no voting power here): stake some ${symbolCode} in the DAO to vote.`,
          }
    case 'liquid':
      return positive(balances.liquid)
        ? { ok: true }
        : {
            ok: false,
            message: `This ballot counts liquid ${symbolCode} only (staked ${symbolCode} gives no voting power here): you need ${symbolCode} in your balance to vote.`,
          }
  }
}
