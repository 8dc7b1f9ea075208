import { describe, expect, it } from 'vitest'
import { createBallotFormSchema } from './forms.ts'

const now = () => Date.UTC(2024, 0, 1)
const valid = {
  title: 'Fund the 2024 Works!',
  description: 'Should we?',
  category: 'poll',
  voting_method: '1token1vote',
  treasury_symbol: '4,VOTE',
  initial_options: ['yes', 'no'],
  min_options: 1,
  max_options: 1,
  end_time: '2024-01-21T00:00:00',
}
const issues = (value: unknown) =>
  Object.fromEntries(
    (createBallotFormSchema(now).safeParse(value).error?.issues ?? []).map((i) => [
      i.path.join('.'),
      i.message,
    ]),
  )

describe('create ballot form', () => {
  it('R-GOV-35 R-GOV-32: derives the ballot name and keeps min and max as integers', () => {
    const parsed = createBallotFormSchema(now).parse(valid)
    expect(parsed.ballot_name).toBe('fundthe224wo')
    expect(parsed).toMatchObject({ min_options: 1, max_options: 1, end_time: '2024-01-21T00:00:00' })
    expect(
      createBallotFormSchema(now).parse({ ...valid, min_options: '2', max_options: '2' }).max_options,
    ).toBe(2)
  })

  it('R-GOV-32: min and max must be integers between 1 and the number of options', () => {
    expect(issues({ ...valid, min_options: 1.5 })).toEqual({ min_options: 'Must be an integer.' })
    expect(issues({ ...valid, min_options: 2, max_options: 1 })).toEqual({
      max_options: 'Must be at least 2.',
    })
    expect(issues({ ...valid, max_options: 3 })).toEqual({ max_options: 'Must be at most 2.' })
  })

  it('R-GOV-33: voting opens only with a future end time; a ballot may stay in setup', () => {
    expect(issues({ ...valid, end_time: '2023-12-31T00:00:00' })).toEqual({
      end_time: 'The date must be in the future.',
    })
    expect(
      createBallotFormSchema(now).parse({ ...valid, open_voting: false, end_time: undefined }).end_time,
    ).toBeUndefined()
  })

  it('R-FORM-41: options must differ and be valid names', () => {
    expect(issues({ ...valid, initial_options: ['yes', 'yes'] })).toEqual({
      'initial_options.1': 'Repeated values are not allowed.',
    })
    expect(issues({ ...valid, initial_options: ['Yes', 'no'] })).toEqual({
      'initial_options.0': 'Only lowercase letters a–z and digits 1–5.',
    })
    expect(issues({ ...valid, initial_options: ['yes'], max_options: 1 })).toEqual({
      initial_options: 'Add at least 2 options.',
    })
  })

  it('a title without usable characters cannot name a ballot', () => {
    expect(issues({ ...valid, title: '¿¿¿ 9 ???' })).toEqual({
      title: 'The title needs some letters a–z or digits 1–5 to name the ballot.',
    })
  })

  it('R-GOV-35: an edited ballot name replaces the derived one and must be 1–12 of a–z and 1–5', () => {
    expect(createBallotFormSchema(now).parse({ ...valid, ballot_name: 'budget2' }).ballot_name).toBe(
      'budget2',
    )
    expect(issues({ ...valid, ballot_name: 'Budget-2026' })).toEqual({
      ballot_name: '1 to 12 characters: lowercase letters a–z and digits 1–5.',
    })
  })
})

describe('create ballot form shows every message at once', () => {
  it('R-GOV-32: min above max is reported while the title is still empty', () => {
    const result = createBallotFormSchema(now).safeParse({
      ...valid,
      title: '',
      min_options: 2,
      max_options: 1,
    })
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['title', 'This field is required.'],
      ['max_options', 'Must be at least 2.'],
    ])
  })
})
