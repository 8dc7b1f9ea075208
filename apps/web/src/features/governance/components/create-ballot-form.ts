import type { z } from '@portal/chain/zod-mini'
import type { createBallotFormSchema } from '@portal/chain/governance/forms'

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
