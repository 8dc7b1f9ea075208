import { describe, expect, it } from 'vitest'
import { firstMessage } from './validation.ts'
import { profileFormSchema } from './profile-form.ts'
import { AVATAR_ADDRESS_MESSAGE, accountClaimState, profileActions } from './profiles.ts'

const current = { display_name: 'Alice', avatar: 'https://a.example/a.png', bio: 'hi', status: 'ok' }

describe('profile edits', () => {
  it('refuses an avatar that is not an http(s) or ipfs address, with a message', () => {
    const form = (avatar: string) => profileFormSchema.safeParse({ ...current, avatar })
    for (const bad of [
      'not a url',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'ftp://x.example/a.png',
    ])
      expect(form(bad).error?.issues[0]?.message, bad).toBe(AVATAR_ADDRESS_MESSAGE)
    for (const good of [
      '',
      'https://a.example/a.png',
      'http://a.example/a.png',
      'ipfs://QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG',
    ])
      expect(form(good).success, good).toBe(true)
  })

  it('R-PROF-06 R-CALL-PROF-02 R-CALL-PROF-03 R-CALL-PROF-04 R-CALL-PROF-05: sends only the fields that changed, one action each', () => {
    expect(profileActions('alice', current, { ...current, bio: 'new bio' })).toEqual([
      { name: 'editbio', data: { account: 'alice', new_bio: 'new bio' } },
    ])
    expect(profileActions('alice', current, current)).toEqual([])
    expect(
      profileActions('alice', current, { ...current, display_name: 'Al', status: '' }).map((a) => a.name),
    ).toEqual(['editdisplay', 'editstatus'])
  })

  it('R-CALL-PROF-01: creates the profile when there is none yet', () => {
    expect(
      profileActions('alice', undefined, { display_name: '', avatar: '', bio: 'x', status: 'busy' }),
    ).toEqual([
      { name: 'newprofile', data: { account: 'alice', display_name: 'alice', avatar: '', bio: 'x' } },
      { name: 'editstatus', data: { account: 'alice', new_status: 'busy' } },
    ])
  })

  it('keeps fields within the contract lengths', () => {
    expect(firstMessage(profileFormSchema, { ...current, display_name: 'x'.repeat(17) })).toBe(
      'Must be at most 16 bytes.',
    )
    expect(firstMessage(profileFormSchema, { ...current, bio: 'x'.repeat(257) })).toBe(
      'Must be at most 256 bytes.',
    )
    expect(firstMessage(profileFormSchema, current)).toBeUndefined()
    // The contract counts bytes: nine two-byte letters are 18 bytes.
    expect(firstMessage(profileFormSchema, { ...current, status: 'é'.repeat(9) })).toBe(
      'Must be at most 16 bytes.',
    )
    expect(firstMessage(profileFormSchema, { ...current, status: 'é'.repeat(8) })).toBeUndefined()
  })
})

describe('account claim', () => {
  it('R-ACCT-04: unstake before recover, else claimed', () => {
    expect(accountClaimState(true, true)).toBe('unstake')
    expect(accountClaimState(false, true)).toBe('recover')
    expect(accountClaimState(false, false)).toBe('claimed')
  })
})
