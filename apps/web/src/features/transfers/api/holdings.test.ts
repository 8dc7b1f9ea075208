import { describe, expect, it } from 'vitest'
import { arrangeHoldings, type Holding } from './holdings.ts'
import { transferCall } from './transfer.ts'

const holding = (contract: string, code: string, balance: string): Holding => ({
  key: `${contract}:${code}`,
  contract,
  code,
  precision: balance.split(' ')[0]!.split('.')[1]?.length ?? 0,
  balance,
})
const core = { contract: 'eosio.token', code: 'TLOS' }

describe('the tokens a user can send', () => {
  it('R-XFER-01: lists TLOS first, then the others by symbol', () => {
    const list = arrangeHoldings(
      [
        holding('secure.token', 'ZED', '1.00 ZED'),
        holding('eosio.token', 'TLOS', '5.0000 TLOS'),
        holding('secure.token', 'ABC', '2.000000000 ABC'),
      ],
      core,
    )
    expect(list.map((entry) => entry.code)).toEqual(['TLOS', 'ABC', 'ZED'])
  })

  it('offers TLOS at zero when the account holds none', () => {
    expect(arrangeHoldings([holding('secure.token', 'ABC', '2.00 ABC')], core)[0]).toMatchObject({
      code: 'TLOS',
      balance: '0.0000 TLOS',
    })
  })

  it("R-XFER-02 R-CALL-TOK-03: sends transfer on the token's own contract, refetching its balances there", () => {
    const call = transferCall('secure.token', { from: 'alice', to: 'bob', quantity: '1.50 ABC', memo: '' })
    expect(call.action).toMatchObject({ account: 'secure.token', name: 'transfer' })
    expect(call.writes).toEqual([{ contract: 'secure.token', table: 'accounts' }])
    expect(
      transferCall('eosio.token', { from: 'alice', to: 'bob', quantity: '1.5000 TLOS', memo: '' }).action
        .account,
    ).toBe('eosio.token')
  })
})
