import type { TransactResult } from '@/lib/transact/transact.ts'
import { sendVote, type VoteRequest } from './send-vote.ts'
import { useSingleFlightMutation } from '@/lib/use-single-flight-mutation.ts'

// A failed vote is an answer, not an exception (product.md §8: the governance action returns false), and a
// wallet that hands back no transaction counts as a failure too. The refusal itself has already been
// shown (notice and error notification) by the transaction path.

/** Message when the wallet returned nothing for a vote. */
export const NO_TRANSACTION_MESSAGE = 'The wallet returned no transaction: the vote was not cast.'

/**
 * Sends a vote through `send` (the portal's one signing path). Resolves the transaction, or false when
 * it failed (the error goes to `onError`); a null result is a failure with its own notification.
 */
export async function castVote(
  send: () => Promise<TransactResult | null | undefined>,
  onError?: (error: unknown) => void,
): Promise<TransactResult | false> {
  // Loaded on the first vote, not with the ballot (see sendTransaction).
  const { transactOrFalse } = await import('@/lib/transact/transact.ts')
  return transactOrFalse(
    send,
    { title: 'Vote', icon: 'how_to_vote', message: NO_TRANSACTION_MESSAGE },
    onError,
  )
}

/** A mutation for voting: the form reads the refusal from `error` and stays as it was. */
export function useVoteMutation(
  send: (request: VoteRequest) => Promise<TransactResult | null | undefined> = sendVote,
) {
  return useSingleFlightMutation({
    mutationFn: async (request: VoteRequest) => {
      let failure: unknown
      const result = await castVote(
        () => send(request),
        (error) => (failure = error),
      )
      if (result === false) throw failure
      return result
    },
  })
}
