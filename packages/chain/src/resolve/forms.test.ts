import { describe, expect, it } from 'vitest'
import { firstMessage } from '../validation.ts'
import {
  addClaimFormSchema,
  beginVotingFormSchema,
  createCaseFormSchema,
  makeOfferFormSchema,
  nominateFormSchema,
  recuseFormSchema,
  respondFormSchema,
  reviewClaimFormSchema,
  setRulingFormSchema,
  settleClaimFormSchema,
  startCaseFormSchema,
  updateClaimFormSchema,
} from './forms.ts'

const HASH = 'QmT78zSuBmuS4z925WZfrqQ1qHaJ56DQaTfyMUF7F8ff5o'
const HASH2 = 'zdj7WaCPMsy3FP2whSwpFXHjDEaTVmjnddYSn5W2Gdn4aEZFj'

const issues = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

describe('create case and claims', () => {
  it('R-FORM-05 R-FORM-06 R-FORM-07 R-DEFECT-16: category, respondant and claim document are required and checked', () => {
    expect(
      issues(createCaseFormSchema.safeParse({ claim_category: '', respondant: 'Bob!', claim_link: 'abc' })),
    ).toEqual({
      claim_category: 'This field is required.',
      respondant: 'Only lowercase letters a–z and digits 1–5.',
      claim_link: "Must be a valid IPFS hash (e.g. 'Qmdn7bZ8z25b…').",
    })
    expect(createCaseFormSchema.parse({ claim_category: '3', respondant: 'bob', claim_link: HASH })).toEqual({
      claim_category: 3,
      respondant: 'bob',
      claim_link: HASH,
    })
  })

  it('R-RES-DATA-06: category 0 (Undecided) cannot be submitted', () => {
    expect(addClaimFormSchema.safeParse({ claim_category: 0, claim_link: HASH }).success).toBe(false)
    expect(addClaimFormSchema.safeParse({ claim_category: 15, claim_link: HASH }).success).toBe(false)
  })

  it('R-FORM-08 R-FORM-09 R-FORM-10 R-FORM-11: add, update and respond need valid documents', () => {
    expect(addClaimFormSchema.safeParse({ claim_category: 14, claim_link: HASH }).success).toBe(true)
    expect(firstMessage(updateClaimFormSchema, { claim_link: '' })).toBe('This field is required.')
    expect(respondFormSchema.parse({ response_link: HASH2 })).toEqual({ response_link: HASH2 })
    expect(respondFormSchema.safeParse({ response_link: 'x'.repeat(46) }).success).toBe(false)
  })
})

describe('review claim', () => {
  it('R-FORM-12: requesting nothing says no more information is needed', () => {
    expect(firstMessage(reviewClaimFormSchema, {})).toBe(
      'No more information is needed: close this form to continue.',
    )
  })

  it('R-FORM-13 R-FORM-14: each requested party needs a document and at least 1 day', () => {
    const result = reviewClaimFormSchema.safeParse({
      claim_info_needed: true,
      claim_info_required: '',
      number_days_claimant: 0,
      response_info_needed: true,
      response_info_required: HASH,
      number_days_respondant: 3,
    })
    expect(issues(result)).toEqual({
      claim_info_required: 'This field is required.',
      number_days_claimant: 'Must be at least 1.',
    })
  })

  it('R-FORM-15: days default to 2 and unrequested parties send empty values', () => {
    expect(reviewClaimFormSchema.parse({ response_info_needed: true, response_info_required: HASH })).toEqual(
      {
        claim_info_needed: false,
        claim_info_required: '',
        number_days_claimant: 0,
        response_info_needed: true,
        response_info_required: HASH,
        number_days_respondant: 2,
      },
    )
  })
})

describe('start case, offers, settle, ruling, elections', () => {
  it('R-FORM-16 R-FORM-17 R-FORM-18: days above 0, default 7, optional document sent as ""', () => {
    expect(startCaseFormSchema.parse({})).toEqual({ number_days_respondant: 7, response_info_required: '' })
    expect(firstMessage(startCaseFormSchema, { number_days_respondant: 0 })).toBe('Must be greater than 0.')
    expect(firstMessage(startCaseFormSchema, { number_days_respondant: 1.5 })).toBe('Must be an integer.')
    expect(firstMessage(startCaseFormSchema, { number_days_respondant: '' })).toBe('This field is required.')
    expect(startCaseFormSchema.parse({ number_days_respondant: '10', response_info_required: HASH })).toEqual(
      {
        number_days_respondant: 10,
        response_info_required: HASH,
      },
    )
  })

  it('R-FORM-19 R-FORM-20: hours and rate must be above 0; the rate is sent with 4 decimals and USD', () => {
    expect(makeOfferFormSchema.parse({ estimated_hours: 1, hourly_rate: 1 })).toEqual({
      estimated_hours: 1,
      hourly_rate: '1.0000 USD',
    })
    expect(makeOfferFormSchema.parse({ estimated_hours: '3', hourly_rate: '12.5' }).hourly_rate).toBe(
      '12.5000 USD',
    )
    expect(issues(makeOfferFormSchema.safeParse({ estimated_hours: 0, hourly_rate: 0 }))).toEqual({
      estimated_hours: 'Must be greater than 0.',
      hourly_rate: 'Must be greater than 0.',
    })
    expect(firstMessage(makeOfferFormSchema, { estimated_hours: 256, hourly_rate: 1 })).toBe(
      'Must be at most 255.',
    )
    expect(firstMessage(makeOfferFormSchema, { estimated_hours: 1, hourly_rate: 1.23456 })).toBe(
      'At most 4 decimals.',
    )
  })

  it('R-FORM-23 R-FORM-24: settling needs a choice and a decision document', () => {
    expect(issues(settleClaimFormSchema.safeParse({ decision_link: HASH }))).toEqual({
      accept: 'This field is required.',
    })
    expect(settleClaimFormSchema.parse({ accept: false, decision_link: HASH })).toEqual({
      accept: false,
      decision_link: HASH,
    })
  })

  it('R-FORM-25 R-FORM-26 R-FORM-27: ruling, ballot id and credentials', () => {
    expect(setRulingFormSchema.safeParse({ case_ruling: '' }).success).toBe(false)
    expect(beginVotingFormSchema.safeParse({ ballot_name: 'abcdefghijk1' }).success).toBe(true)
    expect(beginVotingFormSchema.safeParse({ ballot_name: 'abcdefghijk' }).success).toBe(false)
    expect(nominateFormSchema.safeParse({ credentials_link: HASH }).success).toBe(true)
  })
})

describe('recuse and deposit', () => {
  it('a recusal needs a rationale of 1 to 254 characters', () => {
    expect(firstMessage(recuseFormSchema, { rationale: '  ' })).toBe('This field is required.')
    expect(firstMessage(recuseFormSchema, { rationale: 'x'.repeat(255) })).toBe(
      'Must be at most 254 characters.',
    )
    expect(recuseFormSchema.parse({ rationale: ' conflict of interest ' })).toEqual({
      rationale: 'conflict of interest',
    })
  })
})
