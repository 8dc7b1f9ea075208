import type { z } from '@portal/chain/zod-mini'
import { parseAsset } from '@portal/chain/assets'
import { newBallotContent } from '@portal/chain/governance/ballot-lifecycle'
import type { createBallotFormSchema } from '@portal/chain/governance/forms'
import { treasurySymbolCode } from '@portal/chain/governance/treasuries'
import { treasurySettingsOf } from '@portal/chain/governance/treasury-forms'
import type { createBallotTransaction } from '../api/ballot-actions.ts'
import type { Treasury } from '../api/treasuries.ts'

/** The create-ballot form's field values, as react-hook-form holds them. */
export type CreateBallotInput = z.input<ReturnType<typeof createBallotFormSchema>>

/** Days from now the original portal's end time defaults to. */
export const DEFAULT_BALLOT_DAYS = 20

/** A datetime-local value (local time, minutes) for `ms`. */
export function localDateTime(ms: number): string {
  const date = new Date(ms)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** The original's defaults: a poll, 1token1vote, options yes and no, one choice, ending in 20 days. */
export function defaultBallotValues(treasury: string, now = Date.now()): CreateBallotInput {
  return {
    title: '',
    ballot_name: '',
    description: '',
    content: '',
    category: 'poll',
    voting_method: '1token1vote',
    treasury_symbol: treasury,
    initial_options: ['yes', 'no'],
    min_options: 1,
    max_options: 1,
    open_voting: true,
    end_time: localDateTime(now + DEFAULT_BALLOT_DAYS * 86_400_000),
    voteliquid: false,
    votestake: true,
    image: '',
    document: '',
  }
}

/** The default end of voting: 20 days from now, as a datetime-local value. */
export const defaultEndTime = (now = Date.now()) => localDateTime(now + DEFAULT_BALLOT_DAYS * 86_400_000)

/** A DAO's treasury symbol as newballot takes it: "4,VOTE". */
export const symbolOf = (treasury: Treasury) =>
  `${parseAsset(treasury.max_supply)?.symbol.precision ?? 0},${treasurySymbolCode(treasury)}`

/** What the checked form sends: the create-ballot transaction's request, for `publisher` in one of `daos`. */
export function newBallotRequest(
  values: z.output<ReturnType<typeof createBallotFormSchema>>,
  publisher: string,
  fee: string,
  daos: readonly Treasury[],
): Parameters<typeof createBallotTransaction>[0] {
  const treasury = daos.find((row) => symbolOf(row) === values.treasury_symbol)
  return {
    publisher,
    fee,
    ballot_name: values.ballot_name,
    category: values.category,
    treasury_symbol: values.treasury_symbol,
    voting_method: values.voting_method,
    initial_options: values.initial_options,
    title: values.title,
    description: values.description,
    content: newBallotContent(values.image, values.document, values.initial_options),
    min_options: values.min_options,
    max_options: values.max_options,
    weighting: { voteliquid: values.voteliquid, votestake: values.votestake },
    treasuryStakeable: treasury ? treasurySettingsOf(treasury.settings).stakeable : false,
    end_time: values.end_time,
  }
}
