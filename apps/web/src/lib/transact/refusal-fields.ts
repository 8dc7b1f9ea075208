import { ChainError, parseChainError } from '@portal/chain/errors'
import { explainDecideError } from '@portal/chain/governance/decide-errors'
import { explainTokenError } from '@portal/chain/token-errors'

// Contract refusals in plain words, and where a form shows them. The contracts' check() texts are
// terse ("add_liquid: voter not found"); a form that knows which of its fields caused one says so
// beside that field, in the words of the form's own rule.

/** A contract refusal this form shows beside `field`: matched on the chain's message. */
export type RefusalField<Field extends string = string> = {
  /** Part of the contract's message (case-insensitive), or a pattern. */
  readonly match: string | RegExp
  readonly field: Field
  /** The form's own sentence; else the plain-words text of the refusal. */
  readonly message?: string
}

// Refusals of the contracts behind the Resolve and account forms, in plain words.
const PLAIN_TEXTS: readonly (readonly [RegExp, string])[] = [
  [/respondant must be an account/i, 'This account does not exist.'],
  [/new candidate is not an account/i, 'This account does not exist.'],
  [/add_liquid: voter not found/i, 'The recipient is not a member of this DAO: register them first.'],
  [/minting would exceed allowed maximum supply/i, 'This amount would take the supply over its maximum.'],
  [/time for sending offers is over/i, 'The time for sending offers on this case is over.'],
  [/there are claims that has not been resolved/i, 'Settle every claim of this case first.'],
]

/** The refusal in plain words: the contracts' known messages rewritten, any other kept as the chain said it. */
export function plainRefusalText(message: string): string {
  const known = PLAIN_TEXTS.find(([pattern]) => pattern.test(message))
  if (known) return known[1]
  const decide = explainDecideError(message)
  if (decide) return decide.text
  return explainTokenError(message).text
}

/** The chain's refusal as a ChainError whose message is in plain words (code and details kept). */
export function plainRefusal(error: ChainError): ChainError {
  return new ChainError(plainRefusalText(error.message), {
    code: error.code,
    ...(error.errorName === undefined ? {} : { errorName: error.errorName }),
    ...(error.what === undefined ? {} : { what: error.what }),
    details: error.details,
    ...(error.status === undefined ? {} : { status: error.status }),
    cause: error,
  })
}

/** The first of `refusals` that names the contract message of `failure`, with the text to show. */
export function refusalOnField<Field extends string>(
  failure: unknown,
  refusals: readonly RefusalField<Field>[],
): { field: Field; message: string } | undefined {
  const error = parseChainError(failure)
  if (error.code === undefined) return undefined
  const texts = [...error.details, error.message]
  const found = refusals.find(({ match }) =>
    texts.some((text) =>
      typeof match === 'string' ? text.toLowerCase().includes(match.toLowerCase()) : match.test(text),
    ),
  )
  return found && { field: found.field, message: found.message ?? plainRefusalText(error.message) }
}
