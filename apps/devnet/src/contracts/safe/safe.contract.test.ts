import { beforeEach, describe, expect, it } from 'vitest'
import { safeRow } from '@portal/chain/contracts/safe/index'
import { getTableRows } from '../../chain/api/table-rows.ts'
import { createTestChain, type TestChain } from '../../chain/test-chain.ts'
import { formatTimePointSec } from '../../chain/time.ts'
import { getActions } from '../../history/history-queries.ts'
import type { HyperionAction } from '../../history/history-store.ts'
import { SEED_SAFE, seedSafe } from '../../seed/contracts.ts'

const assertion = (message: string) => `assertion failure with message: ${message}`

let chain: TestChain
const safe = () => safeRow.parse(chain.rows('safe.poc.tbs', 'safes')[0])
const lock = (account: string, actor = account) =>
  chain.transact(actor, 'safe.poc.tbs::locksafe', { safe_name: SEED_SAFE, locking_account: account })
const unlock = (account: string, actor = account) =>
  chain.transact(actor, 'safe.poc.tbs::unlocksafe', { safe_name: SEED_SAFE, unlocking_account: account })

beforeEach(() => {
  chain = createTestChain()
  seedSafe(chain.chain)
})

describe('safe.poc.tbs', () => {
  it('R-SAFE-01 R-READ-22: the seeded safe is unlocked, read as nodeos renders it', () => {
    const read = getTableRows(chain.chain, {
      code: 'safe.poc.tbs',
      scope: 'safe.poc.tbs',
      table: 'safes',
      json: true,
      limit: 100,
    })
    expect(read.rows).toEqual([
      {
        safe_name: 'pocsafe',
        locked: 0,
        locked_by: '',
        last_lock_time: '1970-01-01T00:00:00',
        unlocked_by: '',
        last_unlock_time: '1970-01-01T00:00:00',
        admins: ['safe.poc.tbs'],
      },
    ])
  })

  it('R-SAFE-02 R-CALL-SAFE-01: anyone locks an unlocked safe, recording who and when', async () => {
    const locked = await lock('alice')
    expect(safe()).toMatchObject({
      locked: true,
      locked_by: 'alice',
      last_lock_time: formatTimePointSec(locked.blockTimeMs),
    })
    await expect(lock('bob')).rejects.toThrow(assertion('safe is already locked'))
    const calls = getActions(chain.chain.db, { filter: 'safe.poc.tbs:locksafe' }, 0)
      .actions as HyperionAction[]
    expect(calls.map((action) => action.act.data)).toEqual([
      { safe_name: 'pocsafe', locking_account: 'alice' },
    ])
  })

  it('R-SAFE-03 R-CALL-SAFE-02: the locker unlocks, keeping who locked it last', async () => {
    const locked = await lock('alice')
    chain.advanceTime(60)
    const unlocked = await unlock('alice')
    expect(safe()).toEqual({
      safe_name: 'pocsafe',
      locked: false,
      locked_by: 'alice',
      last_lock_time: formatTimePointSec(locked.blockTimeMs),
      unlocked_by: 'alice',
      last_unlock_time: formatTimePointSec(unlocked.blockTimeMs),
      admins: ['safe.poc.tbs'],
    })
    expect(getActions(chain.chain.db, { filter: 'safe.poc.tbs:unlocksafe' }, 0).actions).toHaveLength(1)
  })

  it('only the locker or an admin may unlock; an unlocked safe cannot be unlocked', async () => {
    await expect(unlock('alice')).rejects.toThrow(assertion('safe is not locked'))
    await lock('alice')
    await expect(unlock('bob')).rejects.toThrow(
      assertion('only the account that locked the safe or an admin can unlock it'),
    )
    await chain.transact('safe.poc.tbs', 'safe.poc.tbs::setadmins', { safe_name: SEED_SAFE, admins: ['bob'] })
    await unlock('bob')
    expect(safe()).toMatchObject({ locked: false, locked_by: 'alice', unlocked_by: 'bob' })
  })

  it('lock and unlock need the named account’s signature; unknown safes fail', async () => {
    await expect(lock('alice', 'bob')).rejects.toThrow('missing authority of alice')
    await lock('alice')
    await expect(unlock('alice', 'bob')).rejects.toThrow('missing authority of alice')
    await expect(
      chain.transact('alice', 'safe.poc.tbs::locksafe', { safe_name: 'other', locking_account: 'alice' }),
    ).rejects.toThrow(assertion('safe not found'))
    expect(safe().locked_by).toBe('alice')
  })

  it('addsafe, setadmins and delsafe belong to the contract and validate admins', async () => {
    const add = (admins: string[], actor = 'safe.poc.tbs') =>
      chain.transact(actor, 'safe.poc.tbs::addsafe', { safe_name: 'vault', admins })
    await expect(add(['alice'], 'alice')).rejects.toThrow('missing authority of safe.poc.tbs')
    await expect(add(['nobody'])).rejects.toThrow(assertion('admin account nobody does not exist'))
    await expect(add(['alice', 'alice'])).rejects.toThrow(assertion('duplicate admin'))
    await add(['alice'])
    await expect(add(['alice'])).rejects.toThrow(assertion('safe already exists'))
    await chain.transact('safe.poc.tbs', 'safe.poc.tbs::delsafe', { safe_name: 'vault' })
    await expect(
      chain.transact('safe.poc.tbs', 'safe.poc.tbs::delsafe', { safe_name: 'vault' }),
    ).rejects.toThrow(assertion('safe not found'))
    expect(chain.rows('safe.poc.tbs', 'safes')).toHaveLength(1)
  })
})
