import { asset, isqrt, type Amount } from './assets.ts'
import { chainErrors } from '../../chain/errors.ts'

/**
 * calc_vote_weights: the weight each selected option receives. `raw` is the voter's staked or
 * liquid balance; duplicates in `selections` collapse into one key but still count in n.
 */
export function calcVoteWeights(
  method: string,
  selections: readonly string[],
  raw: Amount,
): Map<string, Amount> {
  const n = BigInt(selections.length)
  let effective: bigint
  switch (method) {
    case '1acct1vote':
      effective = 10n ** BigInt(raw.precision)
      break
    case '1tokennvote':
      effective = raw.amount
      break
    case '1token1vote':
      effective = raw.amount / n
      break
    case '1tsquare1v': {
      const perOption = raw.amount / n
      // int64 multiplication: a share of 2^31.5 units or more wraps around, as in the wasm build.
      effective = BigInt.asIntN(64, perOption * perOption)
      break
    }
    case 'quadratic':
      effective = isqrt(raw.amount)
      break
    case 'ranked': {
      // Unreachable: newballot refuses ranked ballots. Kept for parity with the contract.
      const weights = new Map<string, Amount>()
      selections.forEach((name, index) => {
        weights.set(name, asset(raw.amount / BigInt(index + 1), raw.precision, raw.code))
      })
      return weights
    }
    default:
      throw chainErrors.assert('calc_vote_weights: invalid voting method')
  }
  const weights = new Map<string, Amount>()
  for (const name of selections) weights.set(name, asset(effective, raw.precision, raw.code))
  return weights
}
