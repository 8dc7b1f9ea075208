import { describe, expect, it } from 'vitest'
import { createTokenFormSchema } from '@portal/chain/token-create'
import {
  createTokenCalls,
  issueCall,
  openCall,
  retireCall,
  setMetaCall,
  transferCall,
} from './token-actions.ts'
import { arrangeTokens, listTokens } from './token-reads.ts'

const token = createTokenFormSchema.parse({
  token_symbol: 'ABC',
  decimals: 9,
  token_name: 'Alpha',
  max_supply: '9007199.254740993',
  logo_sm: 'https://example.org/sm.png',
  logo_lg: '',
})

describe('token transactions', () => {
  it('R-TOK-03 R-CALL-TM-01 R-CALL-TM-02 R-CALL-TM-04: openacct, the create price with the original memo, createtoken', () => {
    const calls = createTokenCalls({
      owner: 'alice',
      token,
      createPrice: '100.0000 TLOS',
      hasDepositRow: false,
    })
    expect(calls.map((call) => `${call.action.account}::${call.action.name}`)).toEqual([
      'tokenmanager::openacct',
      'eosio.token::transfer',
      'tokenmanager::createtoken',
    ])
    expect(calls[0]!.action.data).toEqual({ account_name: 'alice' })
    expect(calls[1]!.action.data).toEqual({
      from: 'alice',
      to: 'tokenmanager',
      quantity: '100.0000 TLOS',
      memo: 'Payment for creating Alpha (ABC) token',
    })
    // 2^53 + 1 base units with 9 decimals: no float on the way, so no rounding.
    expect(calls[2]!.action.data).toEqual({
      owner: 'alice',
      token_name: 'Alpha',
      max_supply: '9007199.254740993 ABC',
      logo_sm: 'https://example.org/sm.png',
      logo_lg: '',
    })
    // The payment credits the deposit row, which the page then reads again.
    expect(calls[1]!.writes).toContainEqual({ contract: 'tokenmanager', table: 'accounts' })
  })

  it('leaves openacct out when the user already has a deposit row', () => {
    const calls = createTokenCalls({
      owner: 'alice',
      token,
      createPrice: '100.0000 TLOS',
      hasDepositRow: true,
    })
    expect(calls.map((call) => call.action.name)).toEqual(['transfer', 'createtoken'])
  })

  it("R-CALL-TOK-01..04: issue, retire, transfer and open go to the token's own contract, and refetch its tables", () => {
    const place = { contract: 'other.token' }
    const issue = issueCall(place, 'alice', '1.00 ABC', 'm')
    expect(issue.action).toEqual({
      account: 'other.token',
      name: 'issue',
      data: { to: 'alice', quantity: '1.00 ABC', memo: 'm' },
    })
    expect(issue.writes.every((table) => table.contract === 'other.token')).toBe(true)
    expect(retireCall(place, '1.00 ABC', '').action).toMatchObject({ account: 'other.token', name: 'retire' })
    expect(
      transferCall(place, { from: 'alice', to: 'bob', quantity: '1.00 ABC', memo: '' }).action,
    ).toMatchObject({ account: 'other.token', name: 'transfer' })
    expect(openCall(place, 'bob', '2,ABC', 'bob').action).toEqual({
      account: 'other.token',
      name: 'open',
      data: { owner: 'bob', symbol: '2,ABC', ram_payer: 'bob' },
    })
  })

  it('R-CALL-TM-03: setmeta on the token manager', () => {
    expect(
      setMetaCall({ token_symbol: '2,ABC', token_name: 'A', logo_sm: '', logo_lg: '' }).action,
    ).toMatchObject({ account: 'tokenmanager', name: 'setmeta' })
  })
})

describe('the token list', () => {
  const row = (code: string, owner: string, name = code) => ({
    contract_account: 'secure.token',
    token_owner: owner,
    token_name: name,
    logo_sm: '',
    logo_lg: '',
    token_symbol: `4,${code}`,
    meta: [],
  })
  const tokens = listTokens([
    row('ZED', 'bob'),
    row('HELD', 'carol'),
    row('MINE', 'alice'),
    row('ALP', 'dan', 'Alpha'),
  ])

  it("puts the user's own tokens first, then those they hold, then the rest by symbol", () => {
    const shown = arrangeTokens(tokens, {
      account: 'alice',
      held: new Set(['secure.token:HELD']),
      search: '',
    })
    expect(shown.map((token) => token.code)).toEqual(['MINE', 'HELD', 'ALP', 'ZED'])
  })

  it('searches by symbol or name, any case', () => {
    const find = (search: string) =>
      arrangeTokens(tokens, { account: 'alice', held: new Set(), search }).map((token) => token.code)
    expect(find('alp')).toEqual(['ALP'])
    expect(find('ALPHA')).toEqual(['ALP'])
    expect(find('nothing')).toEqual([])
  })

  it('leaves out a row whose symbol cannot be read', () => {
    expect(listTokens([{ ...row('OK', 'a'), token_symbol: 'garbage' }])).toEqual([])
  })
})
