import { describe, expect, it } from 'vitest'
import { historyFields } from './history-fields.ts'

describe('historyFields', () => {
  it('R-RES-CASE-14: names the fields of a case action in words, flags as yes/no and the category by name', () => {
    expect(
      historyFields({
        case_id: '3',
        claim_id: 7,
        claim_category: 14,
        claim_info_needed: true,
        claim_info_required: 'QmInfo',
        response_info_needed: false,
        response_info_required: '',
        lang_codes: [0, 1],
      }),
    ).toEqual([
      { label: 'Case', value: '3' },
      { label: 'Claim', value: '7' },
      { label: 'Category', value: 'Misc' },
      { label: 'Information asked of the claimant', value: 'yes' },
      { label: 'Information required from the claimant', value: 'QmInfo' },
      { label: 'Information asked of the respondent', value: 'no' },
      { label: 'Information required from the respondent', value: 'none' },
      { label: 'Language codes', value: '0, 1' },
    ])
  })

  it('an unknown field gets its name in words; nested data stays readable, never JSON', () => {
    expect(historyFields({ new_field: { inner_key: 'x' }, accept: 1 })).toEqual([
      { label: 'New field', value: 'Inner key: x' },
      { label: 'Accepted', value: 'yes' },
    ])
    expect(historyFields(null)).toEqual([])
  })
})
