import { describe, expect, it } from 'vitest'
import { token } from '@portal/chain/contracts/token/index'
import { safe } from '@portal/chain/contracts/safe/index'
import { getNetwork } from '@/config/network.ts'
import { ActionDataError, contractAction } from './contract-action.ts'

describe('contractAction', () => {
  it('names the contract account from the network preset and lists the tables the action writes', () => {
    const call = contractAction(safe.actions.locksafe, { safe_name: 'safe1', locking_account: 'alice' })
    expect(call.action).toEqual({
      account: getNetwork().contracts.safe,
      name: 'locksafe',
      data: { safe_name: 'safe1', locking_account: 'alice' },
    })
    expect(call.writes).toEqual([{ contract: getNetwork().contracts.safe, table: 'safes' }])
  })

  it('refuses data the action schema refuses before anything is signed, naming the field', () => {
    expect(() =>
      contractAction(token.actions.transfer, {
        from: 'alice',
        to: 'Not A Name!',
        quantity: '1.0000 TLOS',
        memo: '',
      }),
    ).toThrow(ActionDataError)
    expect(() =>
      contractAction(token.actions.transfer, { from: 'alice', to: 'bob', quantity: 'lots', memo: '' }),
    ).toThrow(/transfer: quantity/)
  })
})
