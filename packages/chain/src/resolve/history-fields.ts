import { claimCategoryLabel } from './categories.ts'

// A case action's data as labelled fields, for the history's "Details": the ABI's field names in
// words, yes/no for flags, a category's name, and "none" for an empty value, never the JSON.

/** One labelled field of an action's data. */
export type HistoryField = { label: string; value: string }

const LABELS: Readonly<Record<string, string>> = {
  case_id: 'Case',
  claim_id: 'Claim',
  offer_id: 'Offer',
  claimant: 'Claimant',
  respondant: 'Respondent',
  arbitrator: 'Arbitrator',
  assigned_arb: 'Arbitrator',
  admin: 'Administrator',
  claim_link: 'Claim document',
  response_link: 'Response document',
  decision_link: 'Decision document',
  case_ruling: 'Ruling document',
  claim_info_required: 'Information required from the claimant',
  response_info_required: 'Information required from the respondent',
  claim_category: 'Category',
  lang_codes: 'Language codes',
  estimated_hours: 'Estimated hours',
  hourly_rate: 'Hourly rate',
  accept: 'Accepted',
  proceed: 'Ruling approved',
  number_days_respondant: 'Days for the respondent',
  claim_info_needed: 'Information asked of the claimant',
  response_info_needed: 'Information asked of the respondent',
  number_days_claimant: 'Days for the claimant',
  rationale: 'Reason',
  reason: 'Reason',
  ballot_id: 'Ballot',
  memo: 'Memo',
}
const FLAGS = new Set(['accept', 'proceed', 'claim_info_needed', 'response_info_needed'])

/** A field name in words: the known label, else "number_days" → "Number days". */
export function fieldLabel(key: string): string {
  const known = LABELS[key]
  if (known) return known
  const words = key.replace(/_/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function fieldValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none'
  if (FLAGS.has(key) || typeof value === 'boolean') return value === true || value === 1 ? 'yes' : 'no'
  if (key === 'claim_category') return claimCategoryLabel(value)
  if (Array.isArray(value))
    return value.length === 0 ? 'none' : value.map((v) => fieldValue('', v)).join(', ')
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([inner, v]) => `${fieldLabel(inner)}: ${fieldValue(inner, v)}`)
      .join('; ')
  }
  return String(value).slice(0, 300)
}

/** The action's data as labelled fields, in the order the action carries them. */
export function historyFields(data: unknown): HistoryField[] {
  if (typeof data !== 'object' || data === null) return []
  return Object.entries(data as Record<string, unknown>).map(([key, value]) => ({
    label: fieldLabel(key),
    value: fieldValue(key, value),
  }))
}
