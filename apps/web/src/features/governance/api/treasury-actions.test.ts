import { describe, expect, it } from 'vitest'
import { getNetwork } from '@/config/network.ts'
import { createTreasuryCalls, settingsTransaction } from './treasury-actions.ts'

describe('DAO transactions', () => {
  it('R-DAO-06 R-CALL-DEC-12 R-CALL-DEC-13 R-CALL-DEC-17: fee deposit, newtreasury, edittrsinfo, then a toggle per setting switched on', () => {
    const decide = getNetwork().contracts.decide
    const calls = createTreasuryCalls({
      manager: 'alice',
      fee: '500.0000 TLOS',
      max_supply: '1000.00 ABC',
      treasury_symbol: '2,ABC',
      access: 'public',
      title: 'ABC DAO',
      description: 'About',
      icon: '',
      toggles: ['transferable', 'stakeable'],
    }).map((call) => call.action)
    expect(calls).toEqual([
      {
        account: 'eosio.token',
        name: 'transfer',
        data: { from: 'alice', to: decide, quantity: '500.0000 TLOS', memo: 'fees-deposit' },
      },
      {
        account: decide,
        name: 'newtreasury',
        data: { manager: 'alice', max_supply: '1000.00 ABC', access: 'public' },
      },
      {
        account: decide,
        name: 'edittrsinfo',
        data: { treasury_symbol: '2,ABC', title: 'ABC DAO', description: 'About', icon: '' },
      },
      { account: decide, name: 'toggle', data: { treasury_symbol: '2,ABC', setting_name: 'transferable' } },
      { account: decide, name: 'toggle', data: { treasury_symbol: '2,ABC', setting_name: 'stakeable' } },
    ])
  })

  it('R-DAO-09: editing settings sends only the changed ones', () => {
    expect(settingsTransaction('2,ABC', ['burnable']).calls.map((call) => call.action.data)).toEqual([
      { treasury_symbol: '2,ABC', setting_name: 'burnable' },
    ])
  })
})
