import { addIssue, z } from '../zod-mini.ts'
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

const optionName = z.string({ error: REQUIRED_MESSAGE }).check(
  z.superRefine((value, ctx) => {
    const message = accountNameMessage(value, 'existing')
    if (message) addIssue(ctx, { message })
  }),
)

/** The create-ballot form; the parsed value carries ballot_name (from the title) and end_time as a chain time when opening. */
export function createBallotFormSchema(now: () => number = Date.now) {
  const fields = z.object({
    title: requiredText(),
    description: z._default(z.string().check(z.trim()), ''),
    content: z._default(z.string(), ''),
    category: z.enum(BALLOT_CATEGORIES, { error: REQUIRED_MESSAGE }),
    voting_method: z.enum(VOTING_METHODS, { error: REQUIRED_MESSAGE }),
    treasury_symbol: z
      .string({ error: REQUIRED_MESSAGE })
      .check(z.refine((s) => parseSymbol(s) !== undefined, REQUIRED_MESSAGE)),
    initial_options: uniqueList(optionName).check(z.minLength(2, TWO_OPTIONS_MESSAGE)),
    min_options: numberField({ integer: true, min: 1 }),
    max_options: numberField({ integer: true, min: 1 }),
    open_voting: z._default(z.boolean(), true),
    end_time: z.optional(z.unknown()),
    /** The ballot name when the publisher edited it; otherwise it is derived from the title. */
    ballot_name: z.optional(z.string().check(z.trim())),
    /** Which balances count (togglebal voteliquid / votestake after newballot). */
    voteliquid: z._default(z.boolean(), false),
    votestake: z._default(z.boolean(), false),
    image: optionalDocumentHashField(),
    document: optionalDocumentHashField(),
  })
  type Form = z.output<typeof fields>
  const checked = fields.check(
    z.superRefine(
      (form: Form, ctx) => {
        const edited = form.ballot_name !== undefined && form.ballot_name !== ''
        if (edited && !isBallotName(form.ballot_name ?? ''))
          addIssue(ctx, { message: BALLOT_NAME_MESSAGE, path: ['ballot_name'] })
        if (!edited && ballotNameFromTitle(form.title) === '')
          addIssue(ctx, { message: BALLOT_TITLE_NAME_MESSAGE, path: ['title'] })
      },
      { when: whenFieldsParsed('title', 'ballot_name') },
    ),
    z.superRefine(
      (form: Form, ctx) => {
        if (form.max_options < form.min_options)
          addIssue(ctx, { message: atLeastMessage(form.min_options), path: ['max_options'] })
        if (form.max_options > form.initial_options.length)
          addIssue(ctx, { message: atMostMessage(form.initial_options.length), path: ['max_options'] })
      },
      { when: whenFieldsParsed('min_options', 'max_options', 'initial_options') },
    ),
    z.superRefine(
      (form: Form, ctx) => {
        if (!form.open_voting) return
        const parsed = futureDateField(now).safeParse(form.end_time)
        if (!parsed.success)
          addIssue(ctx, { message: parsed.error.issues[0]?.message ?? REQUIRED_MESSAGE, path: ['end_time'] })
      },
      { when: whenFieldsParsed('open_voting', 'end_time') },
    ),
  )
  return z.pipe(
    checked,
    z.transform((form: Form) => {
      const edited = form.ballot_name !== undefined && form.ballot_name !== ''
      const ballot_name = edited ? (form.ballot_name ?? '') : ballotNameFromTitle(form.title)
      const parsed = form.open_voting ? futureDateField(now).safeParse(form.end_time) : undefined
      const end_time = parsed?.success ? toChainTime(parsed.data) : undefined
      return { ...form, ballot_name, end_time }
    }),
  )
}
