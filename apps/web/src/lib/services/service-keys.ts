import type { ServiceName } from './service-error.ts'

/**
 * Query keys of the off-chain services, general to specific: `serviceKeys.service('profile-service')`
 * covers every query of that service, `serviceKeys.account(service, account)` every one of an account.
 */
export const serviceKeys = {
  all: ['services'] as const,
  service: (service: ServiceName) => [...serviceKeys.all, service] as const,
  /** Whether an account name is free (the account backend's inverted check). */
  nameAvailable: (name: string) => [...serviceKeys.service('account-backend'), 'available', name] as const,
  /** The profile service's public answer about `account` (its verified badge). */
  profile: (account: string) => [...serviceKeys.service('profile-service'), 'public', account] as const,
  /** What the profile service tells `account` about itself (its verifications). */
  profileMe: (account: string) => [...serviceKeys.service('profile-service'), 'me', account] as const,
  /** A page of the verified profiles `viewer` can see. */
  contacts: (viewer: string, search: string, page: number) =>
    [...serviceKeys.service('profile-service'), 'contacts', viewer, search, page] as const,
  /** One contact's verified channels, as `viewer` sees them. */
  contact: (viewer: string, contact: string) =>
    [...serviceKeys.service('profile-service'), 'contact', viewer, contact] as const,
  /** The apps `account` owns and the apps it authorized. */
  oauthApps: (account: string) => [...serviceKeys.service('oauth'), 'apps', account] as const,
  /** What an authorization request asks for. */
  consent: (uid: string) => [...serviceKeys.service('oauth'), 'consent', uid] as const,
  /** A text file from the IPFS gateway (content-addressed, so it never changes). */
  ipfsText: (hash: string | undefined) => [...serviceKeys.service('gateway'), 'text', hash] as const,
  /** The newest producer-validation document of the bucket at `bucketUrl` (none: the network has no bucket). */
  producerValidation: (bucketUrl: string | null | undefined) =>
    [...serviceKeys.service('validation'), 'newest', bucketUrl] as const,
}
