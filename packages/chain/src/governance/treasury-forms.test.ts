import { describe, expect, it } from 'vitest'
import { decideFee, feeShortfall } from './decide-fees.ts'
import { createTreasuryFormSchema } from './treasury-form-schemas.ts'
import {
  DEFAULT_TREASURY_SETTINGS,
  mintFormSchema,
  treasurySettingToggles,
  treasurySettingsOf,
} from './treasury-forms.ts'

const form = {
  symbol: 'ABC',
  decimals: 2,
  max_supply: '1000',
  access: 'public',
  title: 'A DAO',
  description: '',
  icon: '',
  settings: { ...DEFAULT_TREASURY_SETTINGS },
}
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? []

describe('DAO forms', () => {
  it('R-DAO-06: builds max_supply and the treasury symbol with the chosen decimals', () => {
    const parsed = createTreasuryFormSchema.parse(form)
    expect(parsed.max_supply).toBe('1000.00 ABC')
    expect(parsed.treasury_symbol).toBe('2,ABC')
    expect(createTreasuryFormSchema.parse({ ...form, decimals: 0, max_supply: '7' }).max_supply).toBe('7 ABC')
  })

  it('refuses a bad symbol, too many decimals, zero supply and a non-http icon with their messages', () => {
    expect(messages(createTreasuryFormSchema.safeParse({ ...form, symbol: 'A' }))).toEqual([
      'Use 2 to 6 capital letters A–Z.',
    ])
    expect(messages(createTreasuryFormSchema.safeParse({ ...form, max_supply: '1.234' }))).toEqual([
      'At most 2 decimals.',
    ])
    expect(messages(createTreasuryFormSchema.safeParse({ ...form, max_supply: '0' }))).toEqual([
      'Must be greater than 0.',
    ])
    expect(
      messages(createTreasuryFormSchema.safeParse({ ...form, icon: 'javascript:alert(1)' })),
    ).toHaveLength(1)
  })

  it('R-DAO-09 R-CALL-DEC-14: one toggle per changed setting, none for unchanged ones', () => {
    const current = treasurySettingsOf([
      { key: 'transferable', value: true },
      { key: 'stakeable', value: false },
    ])
    expect(treasurySettingToggles(current, current)).toEqual([])
    expect(treasurySettingToggles(current, { ...current, transferable: false, burnable: true })).toEqual([
      'transferable',
      'burnable',
    ])
    expect(
      treasurySettingToggles(DEFAULT_TREASURY_SETTINGS, { ...DEFAULT_TREASURY_SETTINGS, maxmutable: true }),
    ).toEqual(['maxmutable'])
  })

  it('R-DAO-10: mint quantities carry the token decimals and symbol', () => {
    const schema = mintFormSchema(2, 'ABC')
    expect(schema.parse({ to: 'voter2', amount: '5', memo: 'hi' })).toEqual({
      to: 'voter2',
      quantity: '5.00 ABC',
      memo: 'hi',
    })
    expect(messages(schema.safeParse({ to: 'voter2', amount: '5.001', memo: '' }))).toEqual([
      'At most 2 decimals.',
    ])
    expect(messages(schema.safeParse({ to: 'voter2', amount: '1', memo: 'x'.repeat(257) }))).toHaveLength(1)
  })

  it('R-CONST-16 R-CONST-17: the fee comes from the config key and the shortfall from the liquid balance', () => {
    const fees = [
      { key: 'ballot', value: '10.0000 TLOS' },
      { key: 'treasury', value: '500.0000 TLOS' },
    ]
    expect(decideFee(fees, 'ballot')).toBe('10.0000 TLOS')
    expect(decideFee(fees, 'treasury')).toBe('500.0000 TLOS')
    expect(decideFee([], 'treasury')).toBeUndefined()
    expect(feeShortfall('499.5000 TLOS', '500.0000 TLOS')).toBe('0.5000 TLOS')
    expect(feeShortfall('500.0000 TLOS', '500.0000 TLOS')).toBeUndefined()
    expect(feeShortfall(undefined, '10.0000 TLOS')).toBe('10.0000 TLOS')
  })
})

describe('create DAO form shows every message at once', () => {
  const messages = (values: Record<string, unknown>) =>
    createTreasuryFormSchema.safeParse(values).error?.issues.map((issue) => [issue.path[0], issue.message])

  it('R-DAO-06: a bad max supply is reported even while the title is still empty', () => {
    for (const [max_supply, message] of [
      ['-5', 'Must be greater than 0.'],
      ['0', 'Must be greater than 0.'],
      ['abc', 'Enter a number.'],
      ['1.234', 'At most 1 decimals.'],
    ])
      expect(messages({ ...form, title: '', decimals: 1, max_supply })).toEqual([
        ['title', 'This field is required.'],
        ['max_supply', message],
      ])
  })
})
