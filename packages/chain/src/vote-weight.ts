// Telos's inverse vote weight (telos.contracts eosio.system voting.cpp, `inverse_vote_weight`): a
// voter's stake counts fully only when it votes for all 30 validators, and less, along a sine
// curve, for fewer. The system contract (devnet) and the validators page's projection use it.

/** The most validators one account may vote for (`voteproducer`). */
export const MAX_VOTED_PRODUCERS = 30

/** `(sin(π·n/30 − π/2) + 1) / 2 × staked`; 0 when voting for nobody. `staked` in the chain's units. */
export function telosVoteWeight(staked: number, producers: number): number {
  if (producers <= 0) return 0
  const share = Math.min(producers, MAX_VOTED_PRODUCERS) / MAX_VOTED_PRODUCERS
  return ((Math.sin(Math.PI * share - Math.PI / 2) + 1) / 2) * staked
}
