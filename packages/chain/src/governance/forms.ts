import { z } from 'zod'
import { parseSymbol } from '../assets.ts'
import { REQUIRED_MESSAGE, atLeastMessage, atMostMessage } from '../messages.ts'
import { accountNameMessage, ballotNameFromTitle, isBallotName } from '../names.ts'
import { toChainTime } from '../time.ts'
import {
  futureDateField,
  numberField,
  optionalDocumentHashField,
  requiredText,
  uniqueList,
  whenFieldsParsed,
} from '../validation.ts'
import { BALLOT_CATEGORIES, VOTING_METHODS } from './ballots.ts'

// The create-ballot form (telos.decide newballot → editdetails → editminmax → openvoting). Options
// are Antelope names; min and max are whole numbers with 1 ≤ min ≤ max ≤ number of options; voting
// opens only with an end time in the future.

/** Message when a title leaves no letters a–z or digits 1–5 to name the ballot with. */
export const BALLOT_TITLE_NAME_MESSAGE = 'The title needs some letters a–z or digits 1–5 to name the ballot.'
/** Message when a ballot has fewer than two options. */
export const TWO_OPTIONS_MESSAGE = 'Add at least 2 options.'
/** Message for an edited ballot name that is not 1–12 characters of a–z and 1–5. */
export const BALLOT_NAME_MESSAGE = '1 to 12 characters: lowercase letters a–z and digits 1–5.'

const optionName = z.string({ error: REQUIRED_MESSAGE }).superRefine((value, ctx) => {
  const message = accountNameMessage(value, 'existing')
  if (message) ctx.addIssue({ code: 'custom', message })
})

/** The create-ballot form; the parsed value carries ballot_name (from the title) and end_time as a chain time when opening. */
export function createBallotFormSchema(now: () => number = Date.now) {
  return z
    .object({
      title: requiredText(),
      description: z.string().trim().default(''),
      content: z.string().default(''),
      category: z.enum(BALLOT_CATEGORIES, { error: REQUIRED_MESSAGE }),
      voting_method: z.enum(VOTING_METHODS, { error: REQUIRED_MESSAGE }),
      treasury_symbol: z
        .string({ error: REQUIRED_MESSAGE })
        .refine((s) => parseSymbol(s) !== undefined, REQUIRED_MESSAGE),
      initial_options: uniqueList(optionName).min(2, TWO_OPTIONS_MESSAGE),
      min_options: numberField({ integer: true, min: 1 }),
      max_options: numberField({ integer: true, min: 1 }),
      open_voting: z.boolean().default(true),
      end_time: z.unknown().optional(),
      /** The ballot name when the publisher edited it; otherwise it is derived from the title. */
      ballot_name: z.string().trim().optional(),
      /** Which balances count (togglebal voteliquid / votestake after newballot). */
      voteliquid: z.boolean().default(false),
      votestake: z.boolean().default(false),
      image: optionalDocumentHashField(),
      document: optionalDocumentHashField(),
    })
    .superRefine(
      (form, ctx) => {
        const edited = form.ballot_name !== undefined && form.ballot_name !== ''
        if (edited && !isBallotName(form.ballot_name ?? ''))
          ctx.addIssue({ code: 'custom', message: BALLOT_NAME_MESSAGE, path: ['ballot_name'] })
        if (!edited && ballotNameFromTitle(form.title) === '')
          ctx.addIssue({ code: 'custom', message: BALLOT_TITLE_NAME_MESSAGE, path: ['title'] })
      },
      { when: whenFieldsParsed('title', 'ballot_name') },
    )
    .superRefine(
      (form, ctx) => {
        if (form.max_options < form.min_options)
          ctx.addIssue({ code: 'custom', message: atLeastMessage(form.min_options), path: ['max_options'] })
        if (form.max_options > form.initial_options.length)
          ctx.addIssue({
            code: 'custom',
            message: atMostMessage(form.initial_options.length),
            path: ['max_options'],
          })
      },
      { when: whenFieldsParsed('min_options', 'max_options', 'initial_options') },
    )
    .superRefine(
      (form, ctx) => {
        if (!form.open_voting) return
        const parsed = futureDateField(now).safeParse(form.end_time)
        if (!parsed.success)
          ctx.addIssue({
            code: 'custom',
            message: parsed.error.issues[0]?.message ?? REQUIRED_MESSAGE,
            path: ['end_time'],
          })
      },
      { when: whenFieldsParsed('open_voting', 'end_time') },
    )
    .transform((form) => {
      const edited = form.ballot_name !== undefined && form.ballot_name !== ''
      const ballot_name = edited ? (form.ballot_name ?? '') : ballotNameFromTitle(form.title)
      const parsed = form.open_voting ? futureDateField(now).safeParse(form.end_time) : undefined
      const end_time = parsed?.success ? toChainTime(parsed.data) : undefined
      return { ...form, ballot_name, end_time }
    })
}
