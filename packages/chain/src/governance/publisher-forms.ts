import { addIssue, z } from '../zod-mini.ts'
import { atLeastMessage, atMostMessage } from '../messages.ts'
import { toChainTime } from '../time.ts'
import { memoField } from '../tokens.ts'
import { futureDateField, numberField, requiredText } from '../validation.ts'

// The publisher's forms on a ballot page (editdetails, editminmax, openvoting, cancelballot).

/** The memo the original portal cancelled ballots with. */
export const DEFAULT_CANCEL_MEMO = 'Cancel ballot'

export const editBallotDetailsSchema = z.object({
  title: requiredText(),
  description: z._default(z.string().check(z.trim()), ''),
})

/** Whole numbers with 1 ≤ min ≤ max ≤ the ballot's number of options. */
export function editMinMaxSchema(optionCount: number) {
  return z
    .object({
      min_options: numberField({ integer: true, min: 1 }),
      max_options: numberField({ integer: true, min: 1, max: optionCount }),
    })
    .check(
      z.superRefine((form, ctx) => {
        if (form.max_options < form.min_options)
          addIssue(ctx, { message: atLeastMessage(form.min_options), path: ['max_options'] })
        if (form.min_options > optionCount)
          addIssue(ctx, { message: atMostMessage(optionCount), path: ['min_options'] })
      }),
    )
}

/** An end time in the future, as the chain's UTC time without milliseconds. */
export function openVotingSchema(now: () => number = Date.now) {
  return z.object({
    end_time: z.pipe(
      futureDateField(now),
      z.transform((date: Date) => toChainTime(date)),
    ),
  })
}

export const cancelBallotSchema = z.object({ memo: memoField() })
