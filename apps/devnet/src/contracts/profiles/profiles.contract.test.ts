import { beforeEach, describe, expect, it } from 'vitest'
import { profileRow, profilesConfigRow } from '@portal/chain/contracts/profiles/index'
import { createTestChain, type TestChain } from '../../chain/test-chain.ts'
import { formatTimePointSec } from '../../chain/time.ts'
import { getActions } from '../../history/history-queries.ts'
import type { HyperionAction } from '../../history/history-store.ts'
import { seedProfiles } from '../../seed/contracts.ts'

/** Actions from the Hyperion-shaped history, as the portal reads them. */
const history = (query: Record<string, string>) =>
  getActions(chain.chain.db, query, 0).actions as HyperionAction[]

const assertion = (message: string) => `assertion failure with message: ${message}`

let chain: TestChain
const profiles = () => chain.rows('profiles', 'profiles').map((row) => profileRow.parse(row))
const config = () => profilesConfigRow.parse(chain.rows('profiles', 'config')[0])
const newProfile = (account: string, fields: { display_name?: string; avatar?: string; bio?: string } = {}) =>
  chain.transact(account, 'profiles::newprofile', {
    account,
    display_name: fields.display_name ?? null,
    avatar: fields.avatar ?? null,
    bio: fields.bio ?? null,
  })

beforeEach(() => {
  chain = createTestChain()
  seedProfiles(chain.chain)
})

describe('profiles newprofile', () => {
  it('R-CALL-PROF-01 R-PROF-01: creates a profile with the defaults for missing fields, paid by the contract', async () => {
    await newProfile('alice')
    await newProfile('bob', { display_name: 'Bob', avatar: 'https://x.io/b.png', bio: 'hi' })
    expect(profiles()).toEqual([
      { account_name: 'alice', display_name: 'alice', avatar: '', bio: '', status: '', is_verified: false },
      {
        account_name: 'bob',
        display_name: 'Bob',
        avatar: 'https://x.io/b.png',
        bio: 'hi',
        status: '',
        is_verified: false,
      },
    ])
    expect(history({ filter: 'profiles:newprofile' }).map((action) => action.act.data)).toContainEqual({
      account: 'alice',
      display_name: null,
      avatar: null,
      bio: null,
    })
  })

  it.each([
    [{ display_name: 'x'.repeat(17) }, 'display name too long'],
    [{ display_name: 'é'.repeat(9) }, 'display name too long'], // 18 bytes: limits count bytes
    [{ avatar: 'x'.repeat(65) }, 'avatar image link too long'],
    [{ bio: 'x'.repeat(257) }, 'bio too long'],
  ])('rejects %j with "%s" and stores nothing', async (fields, message) => {
    await expect(newProfile('alice', fields)).rejects.toThrow(assertion(message))
    expect(profiles()).toEqual([])
  })

  it('accepts values exactly at the limits', async () => {
    await newProfile('alice', { display_name: 'x'.repeat(16), avatar: 'x'.repeat(64), bio: 'x'.repeat(256) })
    expect(profiles()).toHaveLength(1)
  })

  it('rejects a second profile and a profile signed by someone else', async () => {
    await newProfile('alice')
    await expect(newProfile('alice')).rejects.toThrow(assertion('profile already exists'))
    await expect(
      chain.transact('bob', 'profiles::newprofile', {
        account: 'carol',
        display_name: null,
        avatar: null,
        bio: null,
      }),
    ).rejects.toThrow('missing authority of carol')
  })

  it('uses the default avatar set by the admin', async () => {
    await chain.transact('profiles', 'profiles::setdefavatar', { new_default_avatar: 'https://x.io/d.png' })
    await newProfile('alice')
    expect(profiles()[0]?.avatar).toBe('https://x.io/d.png')
  })
})

describe('profiles edits', () => {
  beforeEach(async () => {
    await newProfile('alice')
  })

  it('R-PROF-03 R-CALL-PROF-02 R-CALL-PROF-03 R-CALL-PROF-04 R-CALL-PROF-05: each edit changes one field and is in history with its data', async () => {
    await chain.transactAll([
      {
        actor: 'alice',
        action: 'profiles::editdisplay',
        data: { account: 'alice', new_display_name: 'Alice' },
      },
      {
        actor: 'alice',
        action: 'profiles::editavatar',
        data: { account: 'alice', new_avatar: 'https://a.io/a.png' },
      },
      { actor: 'alice', action: 'profiles::editbio', data: { account: 'alice', new_bio: 'Builder' } },
      { actor: 'alice', action: 'profiles::editstatus', data: { account: 'alice', new_status: 'online' } },
    ])
    expect(profiles()).toEqual([
      {
        account_name: 'alice',
        display_name: 'Alice',
        avatar: 'https://a.io/a.png',
        bio: 'Builder',
        status: 'online',
        is_verified: false,
      },
    ])
    const edits = history({
      filter: 'profiles:editdisplay,profiles:editavatar,profiles:editbio,profiles:editstatus',
      sort: 'asc',
    })
    expect(edits.map((action) => [action.act.name, action.act.data])).toEqual([
      ['editdisplay', { account: 'alice', new_display_name: 'Alice' }],
      ['editavatar', { account: 'alice', new_avatar: 'https://a.io/a.png' }],
      ['editbio', { account: 'alice', new_bio: 'Builder' }],
      ['editstatus', { account: 'alice', new_status: 'online' }],
    ])
  })

  it.each([
    ['editdisplay', { new_display_name: 'x'.repeat(17) }, 'display name too long'],
    ['editavatar', { new_avatar: 'x'.repeat(65) }, 'avatar image link too long'],
    ['editbio', { new_bio: 'x'.repeat(257) }, 'bio too long'],
    ['editstatus', { new_status: 'x'.repeat(17) }, 'status too long'],
  ])('%s rejects an over-long value', async (action, data, message) => {
    await expect(
      chain.transact('alice', `profiles::${action}`, { account: 'alice', ...data }),
    ).rejects.toThrow(assertion(message))
    expect(profiles()[0]?.display_name).toBe('alice')
  })

  it.each([
    ['editdisplay', { new_display_name: 'B' }],
    ['editavatar', { new_avatar: 'b' }],
    ['editbio', { new_bio: 'b' }],
    ['editstatus', { new_status: 'b' }],
  ])('%s needs a profile and the owner’s signature', async (action, data) => {
    await expect(chain.transact('bob', `profiles::${action}`, { account: 'bob', ...data })).rejects.toThrow(
      assertion('profile not found'),
    )
    await expect(chain.transact('bob', `profiles::${action}`, { account: 'alice', ...data })).rejects.toThrow(
      'missing authority of alice',
    )
  })

  it('verify needs profiles@verify; delprofile removes the row', async () => {
    await expect(chain.transact('profiles', 'profiles::verify', { account: 'alice' })).rejects.toThrow(
      'missing authority of profiles/verify',
    )
    await chain.transact([{ actor: 'profiles', permission: 'verify' }], 'profiles::verify', {
      account: 'alice',
    })
    expect(profiles()[0]?.is_verified).toBe(true)
    expect(chain.rows('profiles', 'profiles')[0]).toMatchObject({ is_verified: true })
    await expect(chain.transact('alice', 'profiles::delprofile', { account: 'bob' })).rejects.toThrow(
      'missing authority of bob',
    )
    await chain.transact('alice', 'profiles::delprofile', { account: 'alice' })
    expect(profiles()).toEqual([])
  })

  it('writemeta keeps one entry per writer and account; delmeta removes it', async () => {
    await expect(
      chain.transact('bob', 'profiles::writemeta', { writer: 'bob', account: 'carol', data: '{}' }),
    ).rejects.toThrow(assertion('profile not found'))
    await chain.transact('bob', 'profiles::writemeta', { writer: 'bob', account: 'alice', data: '{"a":1}' })
    await chain.transact('bob', 'profiles::writemeta', { writer: 'bob', account: 'alice', data: '{"a":2}' })
    expect(chain.rows('profiles', 'metadata', 'bob')).toEqual([{ account: 'alice', data: '{"a":2}' }])
    await chain.transact('bob', 'profiles::delmeta', { writer: 'bob', account: 'alice' })
    await expect(
      chain.transact('bob', 'profiles::delmeta', { writer: 'bob', account: 'alice' }),
    ).rejects.toThrow(assertion('metadata not found'))
  })

  it('connect and disconnect between profiles', async () => {
    await newProfile('bob')
    await expect(
      chain.transact('alice', 'profiles::connect', { from: 'alice', to: 'carol' }),
    ).rejects.toThrow(assertion('to account has no profile to connect'))
    await expect(
      chain.transact('carol', 'profiles::connect', { from: 'carol', to: 'alice' }),
    ).rejects.toThrow(assertion('from account has no profile to connect'))
    const connected = await chain.transact('alice', 'profiles::connect', { from: 'alice', to: 'bob' })
    await expect(chain.transact('alice', 'profiles::connect', { from: 'alice', to: 'bob' })).rejects.toThrow(
      assertion('connection already exists'),
    )
    expect(chain.rows('profiles', 'connections')).toEqual([
      {
        connection_id: '0',
        from: 'alice',
        to: 'bob',
        connection_time: formatTimePointSec(connected.blockTimeMs),
      },
    ])
    await expect(chain.transact('bob', 'profiles::disconnect', { from: 'bob', to: 'alice' })).rejects.toThrow(
      assertion('no connections to disconnect'),
    )
    await chain.transact('alice', 'profiles::disconnect', { from: 'alice', to: 'bob' })
    expect(chain.rows('profiles', 'connections')).toEqual([])
  })
})

describe('profiles admin', () => {
  it('init only once, by the contract', async () => {
    await expect(
      chain.transact('profiles', 'profiles::init', {
        contract_name: 'x',
        contract_version: 'y',
        initial_admin: 'alice',
      }),
    ).rejects.toThrow(assertion('contract already initialized'))
    expect(config()).toMatchObject({ admin: 'profiles', max_display_name_length: 16, max_bio_length: 256 })
  })

  it('setlength changes one limit; bio also sets status (the real fall-through bug)', async () => {
    await expect(
      chain.transact('alice', 'profiles::setlength', { length_name: 'status', new_length: 5 }),
    ).rejects.toThrow('missing authority of profiles')
    await chain.transact('profiles', 'profiles::setlength', { length_name: 'displayname', new_length: 20 })
    await chain.transact('profiles', 'profiles::setlength', { length_name: 'bio', new_length: 100 })
    expect(config()).toMatchObject({
      max_display_name_length: 20,
      max_avatar_length: 64,
      max_bio_length: 100,
      max_status_length: 100,
    })
    await chain.transact('profiles', 'profiles::setlength', { length_name: 'status', new_length: 8 })
    expect(config()).toMatchObject({ max_bio_length: 100, max_status_length: 8 })
    await expect(
      chain.transact('profiles', 'profiles::setlength', { length_name: 'name', new_length: 8 }),
    ).rejects.toThrow(assertion('invalid length name'))
  })

  it('setadmin hands the admin actions to another account', async () => {
    await chain.transact('profiles', 'profiles::setadmin', { new_admin: 'alice' })
    await expect(chain.transact('profiles', 'profiles::setversion', { new_version: 'v1' })).rejects.toThrow(
      'missing authority of alice',
    )
    await chain.transact('alice', 'profiles::setversion', { new_version: 'v1' })
    expect(config()).toMatchObject({ admin: 'alice', contract_version: 'v1' })
  })
})
