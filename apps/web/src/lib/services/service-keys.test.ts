import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { nameAvailableQuery } from './account-backend.ts'
import { ipfsTextQuery } from './gateway.ts'
import { appListsQuery, consentRequestQuery } from './oauth-apps.ts'
import { contactQuery, contactsQuery, profileMeQuery, profilePublicQuery } from './profile-service.ts'
import { serviceKeys } from './service-keys.ts'

// What the keys are for: invalidating one service's data (after a verification, an app registration)
// reaches every query of that service and of no other, and two accounts never share an entry.

const seeded = () => {
  const client = new QueryClient()
  const queries = [
    profilePublicQuery('alice1'),
    profilePublicQuery('bob1'),
    profileMeQuery('alice1'),
    contactsQuery('alice1', 'bo', 1, 20),
    contactQuery('alice1', 'bob1'),
    appListsQuery('alice1'),
    consentRequestQuery('uid-1'),
    nameAvailableQuery('newname12345'),
    ipfsTextQuery('QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG'),
  ]
  for (const query of queries) client.setQueryData(query.queryKey, 'seeded' as never)
  return { client, queries }
}

describe('service query keys', () => {
  it('every service query is keyed by serviceKeys, one entry per account', () => {
    expect(profilePublicQuery('alice1').queryKey).toEqual(serviceKeys.profile('alice1'))
    expect(profileMeQuery('alice1').queryKey).toEqual(serviceKeys.profileMe('alice1'))
    expect(contactsQuery('alice1', 'bo', 2, 20).queryKey).toEqual(serviceKeys.contacts('alice1', 'bo', 2))
    expect(contactQuery('alice1', 'bob1').queryKey).toEqual(serviceKeys.contact('alice1', 'bob1'))
    expect(appListsQuery('alice1').queryKey).toEqual(serviceKeys.oauthApps('alice1'))
    expect(consentRequestQuery('uid-1').queryKey).toEqual(serviceKeys.consent('uid-1'))
    expect(nameAvailableQuery('newname12345').queryKey).toEqual(serviceKeys.nameAvailable('newname12345'))
    expect(serviceKeys.profile('alice1')).not.toEqual(serviceKeys.profile('bob1'))
    expect(serviceKeys.oauthApps('alice1')).not.toEqual(serviceKeys.oauthApps('bob1'))
  })

  it('invalidating one service reaches all its queries and no other service’s', async () => {
    const { client } = seeded()
    await client.invalidateQueries(
      { queryKey: serviceKeys.service('profile-service') },
      { throwOnError: false },
    )
    const stale = client
      .getQueryCache()
      .findAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey[1])
    expect(stale).toHaveLength(5)
    expect(new Set(stale)).toEqual(new Set(['profile-service']))
  })

  it('invalidating the OAuth apps leaves the profile data alone', async () => {
    const { client } = seeded()
    await client.invalidateQueries({ queryKey: serviceKeys.service('oauth') }, { throwOnError: false })
    const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated
    expect(invalidated(serviceKeys.oauthApps('alice1'))).toBe(true)
    expect(invalidated(serviceKeys.consent('uid-1'))).toBe(true)
    expect(invalidated(serviceKeys.profile('alice1'))).toBe(false)
    expect(invalidated(serviceKeys.nameAvailable('newname12345'))).toBe(false)
  })
})
