import { addIssue, preprocess, z } from '../zod-mini.ts'
import { CORE_PRECISION, formatUnits, toExactUnits } from '../assets.ts'
import { isIpfsHash } from '../ipfs.ts'
import {
  DOCUMENT_HASH_MESSAGE,
  NO_INFO_NEEDED_MESSAGE,
  POSITIVE_MESSAGE,
  REQUIRED_MESSAGE,
  atMostMessage,
  decimalsMessage,
} from '../messages.ts'
import {
  accountNameField,
  ballotIdField,
  requiredText,
  documentHashField,
  numberField,
  optionalDocumentHashField,
} from '../validation.ts'
import { isClaimCategory } from './categories.ts'

// The Resolve dialogs' form schemas (product.md §5 "Resolve forms"). Field names follow the ABI
// so a parsed form feeds the action data directly.

/** Review-claim days: default 2, at least 1. */
export const REVIEW_DAYS = { default: 2, min: 1 } as const
/** Start-case days for the respondant: default 7, above 0. */
export const START_CASE_DAYS = { default: 7, min: 1 } as const
/** Make-offer defaults: 1 hour at 1 USD. */
export const OFFER_DEFAULTS = { estimated_hours: 1, hourly_rate: 1 } as const
/** Largest value of the uint8 day and hour fields. */
export const UINT8_MAX = 255

const days = (min: number) => numberField({ integer: true, min, max: UINT8_MAX })

/** A claim category picked from 1–14 (0 Undecided is never offered). */
export function claimCategoryField() {
  return preprocess(
    (value) =>
      value === '' || value === null ? undefined : typeof value === 'string' ? Number(value) : value,
    z.number({ error: REQUIRED_MESSAGE }).check(z.refine(isClaimCategory, REQUIRED_MESSAGE)),
  )
}

/** File a case: category, respondant (a valid account name) and claim document. */
export const createCaseFormSchema = z.object({
  claim_category: claimCategoryField(),
  respondant: accountNameField('existing'),
  claim_link: documentHashField(),
})

/** Add a claim: category and a valid document. */
export const addClaimFormSchema = z.object({
  claim_category: claimCategoryField(),
  claim_link: documentHashField(),
})

/** Update a claim: a valid document. */
export const updateClaimFormSchema = z.object({ claim_link: documentHashField() })

/** Respond to a claim: a valid response document. */
export const respondFormSchema = z.object({ response_link: documentHashField() })

/** The review-claim fields before the requests are checked together. */
const reviewClaimFields = z.object({
  claim_info_needed: z._default(z.boolean(), false),
  claim_info_required: z._default(z.string().check(z.trim()), ''),
  number_days_claimant: z.optional(z.unknown()),
  response_info_needed: z._default(z.boolean(), false),
  response_info_required: z._default(z.string().check(z.trim()), ''),
  number_days_respondant: z.optional(z.unknown()),
})

/**
 * Review a claim: request info from the claimant and/or the respondant, each with a document and
 * at least one day; requesting nothing gives the "No more information is needed" message.
 */
export const reviewClaimFormSchema = z.pipe(
  reviewClaimFields,
  z.transform((form: z.output<typeof reviewClaimFields>, ctx) => {
    if (!form.claim_info_needed && !form.response_info_needed) {
      addIssue(ctx, { message: NO_INFO_NEEDED_MESSAGE, path: [] })
      return z.NEVER
    }
    const party = (
      needed: boolean,
      document: string,
      daysValue: unknown,
      documentPath: string,
      daysPath: string,
    ) => {
      if (!needed) return { document: '', days: 0 }
      if (!isIpfsHash(document)) {
        addIssue(ctx, {
          message: document === '' ? REQUIRED_MESSAGE : DOCUMENT_HASH_MESSAGE,
          path: [documentPath],
        })
      }
      const parsed = days(REVIEW_DAYS.min).safeParse(daysValue ?? REVIEW_DAYS.default)
      if (!parsed.success) {
        addIssue(ctx, { message: parsed.error.issues[0]?.message ?? REQUIRED_MESSAGE, path: [daysPath] })
      }
      return { document, days: parsed.success ? parsed.data : 0 }
    }
    const claimant = party(
      form.claim_info_needed,
      form.claim_info_required,
      form.number_days_claimant,
      'claim_info_required',
      'number_days_claimant',
    )
    const respondant = party(
      form.response_info_needed,
      form.response_info_required,
      form.number_days_respondant,
      'response_info_required',
      'number_days_respondant',
    )
    return {
      claim_info_needed: form.claim_info_needed,
      claim_info_required: claimant.document,
      number_days_claimant: claimant.days,
      response_info_needed: form.response_info_needed,
      response_info_required: respondant.document,
      number_days_respondant: respondant.days,
    }
  }),
)

/** Start a case: days for the respondant above 0 (default 7) and an optional info-request document ("" when none). */
export const startCaseFormSchema = z.object({
  // The spec words this rule as "above 0", so its message is the greater-than-0 one (R-FORM-16).
  number_days_respondant: z._default(
    numberField({ integer: true, positive: true, max: UINT8_MAX }),
    START_CASE_DAYS.default,
  ),
  response_info_required: optionalDocumentHashField(),
})

/** Make or update an offer: whole hours above 0 and an hourly rate above 0 with at most 4 decimals; the rate comes out as "x.xxxx USD". */
export const makeOfferFormSchema = z.object({
  estimated_hours: numberField({ integer: true, positive: true, max: UINT8_MAX }),
  hourly_rate: z.pipe(
    numberField({ positive: true }),
    z.transform((rate: number, ctx) => {
      const units = toExactUnits(rate, CORE_PRECISION)
      if (units === undefined) {
        addIssue(ctx, { message: decimalsMessage(CORE_PRECISION) })
        return z.NEVER
      }
      if (units <= 0n) {
        addIssue(ctx, { message: POSITIVE_MESSAGE })
        return z.NEVER
      }
      if (units > 9_000_000_000_000n) {
        addIssue(ctx, { message: atMostMessage('900000000') })
        return z.NEVER
      }
      return `${formatUnits(units, CORE_PRECISION)} USD`
    }),
  ),
})

/** Settle a claim: accept or reject must be chosen, with a decision document. */
export const settleClaimFormSchema = z.object({
  accept: z.boolean({ error: REQUIRED_MESSAGE }),
  decision_link: documentHashField(),
})

/** Set the ruling: a decision document. */
export const setRulingFormSchema = z.object({ case_ruling: documentHashField() })

/** Begin voting: a valid 12-character ballot id. */
export const beginVotingFormSchema = z.object({ ballot_name: ballotIdField() })

/** Nominate self: a valid credentials document. */
export const nominateFormSchema = z.object({ credentials_link: documentHashField() })

/** Prepare an election: the election information document, sent as initelection content. */
export const prepareElectionFormSchema = z.object({ content: documentHashField() })

/** Longest recusal rationale the contract accepts (1–254 characters). */
export const RECUSE_RATIONALE_MAX = 254

/** Recuse from a case: a rationale of 1 to 254 characters. */
export const recuseFormSchema = z.object({
  rationale: requiredText().check(
    z.maxLength(RECUSE_RATIONALE_MAX, atMostMessage(`${RECUSE_RATIONALE_MAX} characters`)),
  ),
})
