// zod/mini, whose schemas tree-shake away: the browser imports `presetNetwork` without the validator.
import * as z from 'zod/mini'
import { AMEND_ACCOUNT } from './contracts/amend/account.ts'
import { ARBITRATION_ACCOUNT } from './contracts/arbitration/account.ts'
import { DECIDE_ACCOUNT } from './contracts/decide/account.ts'
import { EOSMECHANICS_ACCOUNT } from './contracts/mechanics/account.ts'
import { DELPHIORACLE_ACCOUNT } from './contracts/oracle/account.ts'
import { PROFILES_ACCOUNT } from './contracts/profiles/account.ts'
import { TLOSRECOVERY_ACCOUNT } from './contracts/recovery/account.ts'
import { SAFE_ACCOUNT } from './contracts/safe/account.ts'
import { SECURE_TOKEN_ACCOUNT } from './contracts/secure-token/account.ts'
import { SYSTEM_ACCOUNT } from './contracts/system/account.ts'
import { TOKENMANAGER_ACCOUNT } from './contracts/token-manager/account.ts'
import { EOSIO_TOKEN_ACCOUNT } from './contracts/token/account.ts'
import { WORKS_ACCOUNT } from './contracts/works/account.ts'

/** Names of the network presets the portal can be built for. */
export const NETWORK_NAMES = ['local', 'telos-testnet'] as const

/** A network preset name: `local` (the devnet at the page's origin) or `telos-testnet`. */
export type NetworkName = (typeof NETWORK_NAMES)[number]

/** How `/accounts/add` verifies a person: an SMS code, or a reCAPTCHA v2 check. */
export const ACCOUNT_CREATION_MODES = ['sms', 'recaptcha'] as const

/** An account-creation mode. */
export type AccountCreationMode = (typeof ACCOUNT_CREATION_MODES)[number]

// The schemas are built on first use, so a bundle that imports only `presetNetwork` drops zod entirely.
function buildSchemas() {
  const accountName = z
    .string()
    .check(z.regex(/^[a-z1-5.]{1,12}$/, 'must be an Antelope account name (up to 12 of a–z, 1–5 and .)'))

  const httpUrl = z.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' }),
    z.transform((url: string) => url.replace(/\/+$/, '')),
  )

  /** The contract accounts the portal calls; features read them from here, never hard-code them. */
  const contractAccounts = z.object({
    /** The system contract (eosio): accounts, staking, validators. */
    system: accountName,
    /** Resolve, the arbitration contract. */
    arbitration: accountName,
    /** Telos Decide: ballots, treasuries (DAOs), voters. */
    decide: accountName,
    /** The system token contract (TLOS). */
    token: accountName,
    profiles: accountName,
    /** Account recovery / claim (`removeme`). */
    recovery: accountName,
    /** Works proposals. */
    works: accountName,
    /** The price oracle (`datapoints`, scope `tlosusd`). */
    oracle: accountName,
    /** The smart-safe proof of concept. */
    safe: accountName,
    tokenManager: accountName,
    /** The token contract tokens created through the token manager live on. */
    secureToken: accountName,
    /** Validator CPU benchmarks (`eosmechanics:cpu` in history). */
    mechanics: accountName,
    /** The governance documents and their amendments (`sections`, scope = the document). */
    amend: accountName,
  })

  /** Everything the portal needs to talk to one network, validated. URLs carry no trailing slash. */
  const network = z.object({
    name: z.enum(NETWORK_NAMES),
    /** Shown in the interface, e.g. in the header and the wallet dialogs. */
    label: z.string().check(z.minLength(1)),
    /** The app name wallets show when asked to sign. */
    appName: z.string().check(z.minLength(1)),
    /** The chain id signatures commit to; null means "ask the chain" (get_info) before the first signature. */
    chainId: z.nullable(z.string().check(z.regex(/^[0-9a-f]{64}$/, 'must be 64 lowercase hex characters'))),
    /** Antelope chain API base: `/v1/chain/*` is appended. */
    chainUrl: httpUrl,
    /** Hyperion history API base: `/v2/history/*` is appended. */
    historyUrl: httpUrl,
    /** dStor-shaped file storage API base: `/v1/dev/temp-token`, `/v1/upload/…` are appended. */
    storageUrl: httpUrl,
    /** The dStor API key (`x-api-key`); configuration, never committed. Empty when not configured. */
    storageApiKey: z.string(),
    /** IPFS gateway base: `/{cid}` is appended. */
    ipfsGatewayUrl: httpUrl,
    /** Account/testnet backend base: `/v1/accounts`, `/v1/registrations`, `/v1/testnet/*`. */
    backendUrl: httpUrl,
    /** The developer host the testnet page checks account names on (`/v1/accounts/{name}`). */
    developerBackendUrl: httpUrl,
    /**
     * The profile service (verification and contacts, `/v1/profile/*`): the only source of a profile's
     * `publicData.isVerified`. Null when the network has none: no verified badges, and the verification
     * and contacts pages say the service is not available.
     */
    profileServiceUrl: z.nullable(httpUrl),
    /** Block explorer base: a transaction is at `{explorerUrl}/transaction/{id}`. */
    explorerUrl: httpUrl,
    /**
     * The S3 bucket producer validation is published to (organisation, location, social links, SSL/API
     * checks, block counts per validator): `GET {url}/` lists it as `ListBucketResult` XML and the
     * newest key names a JSON array of rows. Null when the network has none: chain data only.
     */
    producerValidationBucketUrl: z.nullable(httpUrl),
    /** Whether the portal's own `/transaction/:id` page shows transactions (else it forwards to the explorer). */
    explorerIsPortal: z.boolean(),
    /** Whether the devnet's "Local keys" wallet (`GET /devnet/accounts`) is offered. */
    localKeys: z.boolean(),
    /** How `/accounts/add` verifies a person before creating an account. */
    accountCreation: z.enum(ACCOUNT_CREATION_MODES),
    /** The reCAPTCHA v2 site key; null when the network has none. Required for `recaptcha`. */
    recaptchaSiteKey: z.nullable(z.string().check(z.minLength(1))),
    /** Where the reCAPTCHA v2 script (`grecaptcha`) is loaded from; null when the network has none. */
    recaptchaScriptUrl: z.nullable(httpUrl),
    contracts: contractAccounts,
  })
  const checkedNetwork = network.check(
    z.refine((value) => value.accountCreation !== 'recaptcha' || value.recaptchaSiteKey !== null, {
      path: ['recaptchaSiteKey'],
      error: 'is required when accountCreation is recaptcha (PORTAL_RECAPTCHA_SITE_KEY)',
    }),
    z.refine((value) => value.accountCreation !== 'recaptcha' || value.recaptchaScriptUrl !== null, {
      path: ['recaptchaScriptUrl'],
      error: 'is required when accountCreation is recaptcha',
    }),
  )
  return { contractAccounts, network: checkedNetwork }
}

let schemas: ReturnType<typeof buildSchemas> | undefined

/** The zod schema of a network configuration (URLs carry no trailing slash). */
export function networkSchema(): ReturnType<typeof buildSchemas>['network'] {
  schemas ??= buildSchemas()
  return schemas.network
}

/** Contract accounts by purpose. */
export type ContractAccounts = z.infer<ReturnType<typeof buildSchemas>['contractAccounts']>

/** A validated network configuration. */
export type Network = z.infer<ReturnType<typeof networkSchema>>

/** Inputs a preset is built from: the page's origin (for `local`) and secrets from the environment. */
export type NetworkEnvironment = {
  /** The origin the portal is served from, e.g. `http://127.0.0.1:8080`. */
  origin: string
  /** `PORTAL_DSTOR_API_KEY`, when set. */
  storageApiKey?: string | undefined
  /** `PORTAL_ACCOUNT_CREATION`, when set: replaces the preset's account-creation mode. */
  accountCreation?: string | undefined
  /** `PORTAL_RECAPTCHA_SITE_KEY`, when set: replaces the preset's reCAPTCHA site key. */
  recaptchaSiteKey?: string | undefined
}

/** The chain id of the Telos testnet. */
export const TELOS_TESTNET_CHAIN_ID = '1eaa0824707c8c16bd25145493bf062aecddfeb56c736f6ba6397f3195f33c9f'

// Each contract's account comes from its descriptor's own `account.ts` (the descriptors say where
// they are deployed); a preset only says where it differs.
const sharedContracts = {
  system: SYSTEM_ACCOUNT,
  decide: DECIDE_ACCOUNT,
  token: EOSIO_TOKEN_ACCOUNT,
  profiles: PROFILES_ACCOUNT,
  recovery: TLOSRECOVERY_ACCOUNT,
  works: WORKS_ACCOUNT,
  oracle: DELPHIORACLE_ACCOUNT,
  safe: SAFE_ACCOUNT,
  tokenManager: TOKENMANAGER_ACCOUNT,
  secureToken: SECURE_TOKEN_ACCOUNT,
  mechanics: EOSMECHANICS_ACCOUNT,
  amend: AMEND_ACCOUNT,
  arbitration: ARBITRATION_ACCOUNT,
} as const satisfies Record<keyof ContractAccounts, string>

/** The unvalidated presets; `networkConfig` validates whichever one is chosen. */
export const networkPresets: Record<
  NetworkName,
  (env: NetworkEnvironment) => z.input<ReturnType<typeof networkSchema>>
> = {
  // Everything at the page's own origin: the devnet serves the portal, the chain, history, storage and
  // the backend, and the portal's own /transaction page is the explorer.
  local: ({ origin, storageApiKey, ...env }) => ({
    name: 'local',
    label: 'Local devnet',
    appName: 'Telos Portal (local devnet)',
    // The devnet owns its chain id; the portal reads it from get_info rather than pinning a copy.
    chainId: null,
    chainUrl: origin,
    historyUrl: origin,
    storageUrl: `${origin}/dstor`,
    storageApiKey: storageApiKey ?? '',
    ipfsGatewayUrl: `${origin}/ipfs`,
    backendUrl: origin,
    developerBackendUrl: origin,
    profileServiceUrl: origin,
    explorerUrl: origin,
    // The devnet publishes the bucket path-style, as https://s3.amazonaws.com/{bucket} would.
    producerValidationBucketUrl: `${origin}/telos-producer-validation`,
    explorerIsPortal: true,
    localKeys: true,
    accountCreation: chosenAccountCreation(env.accountCreation, 'sms'),
    // The devnet's stand-in for Google's script: Google cannot be reached offline, and the devnet's
    // /v1/recaptchaCreate accepts only the stand-in's token.
    recaptchaSiteKey: env.recaptchaSiteKey || 'devnet-site-key',
    recaptchaScriptUrl: `${origin}/devnet/recaptcha/api.js`,
    contracts: sharedContracts,
  }),
  'telos-testnet': ({ storageApiKey, ...env }) => ({
    name: 'telos-testnet',
    label: 'Telos testnet',
    appName: 'Telos App (test net)',
    chainId: TELOS_TESTNET_CHAIN_ID,
    chainUrl: 'https://testnet.telos.net',
    historyUrl: 'https://testnet.telos.net',
    storageUrl: 'https://api.dstor.cloud',
    storageApiKey: storageApiKey ?? '',
    ipfsGatewayUrl: 'https://api.dstor.cloud/ipfs',
    backendUrl: 'https://api-dev.telos.net',
    developerBackendUrl: 'https://api-dev.telos.net',
    // No public profile service is published for the testnet (the account backend has no
    // `/v1/profile/*`); set its address here when there is one. Until then no profile shows as verified.
    profileServiceUrl: null,
    explorerUrl: 'https://explorer-test.telos.net',
    // The bucket Telos publishes validation to, read for mainnet and testnet alike (the rows carry
    // both networks' checks), as the original portal read it.
    producerValidationBucketUrl: 'https://telos-producer-validation.s3.amazonaws.com',
    explorerIsPortal: false,
    localKeys: false,
    accountCreation: chosenAccountCreation(env.accountCreation, 'sms'),
    // The original hard-coded its site key in the client; here it is configuration, never committed.
    recaptchaSiteKey: env.recaptchaSiteKey || null,
    recaptchaScriptUrl: 'https://www.google.com/recaptcha/api.js',
    contracts: sharedContracts,
  }),
}

/** Thrown when the chosen network is unknown or its configuration is invalid; the message says what to fix. */
export class NetworkConfigError extends Error {
  override name = 'NetworkConfigError'
}

function chosenNetwork(name: string | undefined): NetworkName {
  const chosen = name === undefined || name.trim() === '' ? 'local' : name.trim()
  if (!isNetworkName(chosen)) {
    throw new NetworkConfigError(
      `Unknown network "${chosen}" in PORTAL_NETWORK: use one of ${NETWORK_NAMES.join(', ')}.`,
    )
  }
  return chosen
}

function chosenAccountCreation(
  value: string | undefined,
  fallback: AccountCreationMode,
): AccountCreationMode {
  const chosen = value === undefined || value.trim() === '' ? fallback : value.trim()
  if (!(ACCOUNT_CREATION_MODES as readonly string[]).includes(chosen)) {
    throw new NetworkConfigError(
      `Unknown account creation "${chosen}" in PORTAL_ACCOUNT_CREATION: use one of ${ACCOUNT_CREATION_MODES.join(', ')}.`,
    )
  }
  return chosen as AccountCreationMode
}

/**
 * Builds and validates the configuration of the network named `name` (`PORTAL_NETWORK`; `local` when
 * empty). Throws a `NetworkConfigError` listing every invalid field. The portal's build and dev server
 * run this at start-up, so a bad configuration stops them with a readable message.
 */
export function networkConfig(name: string | undefined, env: NetworkEnvironment): Network {
  const chosen = chosenNetwork(name)
  const result = networkSchema().safeParse(networkPresets[chosen](env))
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(root)'} ${issue.message}`,
    )
    throw new NetworkConfigError(`The "${chosen}" network configuration is invalid: ${problems.join('; ')}.`)
  }
  return result.data
}

const URL_FIELDS = [
  'chainUrl',
  'historyUrl',
  'storageUrl',
  'ipfsGatewayUrl',
  'backendUrl',
  'developerBackendUrl',
  'explorerUrl',
] as const

/** URL fields that may be null (not configured on a network). */
const OPTIONAL_URL_FIELDS = [
  'producerValidationBucketUrl',
  'profileServiceUrl',
  'recaptchaScriptUrl',
] as const

/**
 * The preset named `name` for the page's origin, without running the validator (which stays out of
 * the browser's first load). The build validated the same preset with `networkConfig`; the origin
 * comes from the browser and is always a valid URL.
 */
export function presetNetwork(name: string | undefined, env: NetworkEnvironment): Network {
  const network = { ...networkPresets[chosenNetwork(name)](env) }
  for (const field of URL_FIELDS) network[field] = network[field].replace(/\/+$/, '')
  for (const field of OPTIONAL_URL_FIELDS) network[field] = network[field]?.replace(/\/+$/, '') ?? null
  return network
}

/** True when `value` names a network preset. */
export function isNetworkName(value: string): value is NetworkName {
  return (NETWORK_NAMES as readonly string[]).includes(value)
}

/** The explorer address of a transaction on `network`. */
export function transactionUrl(network: Pick<Network, 'explorerUrl'>, transactionId: string): string {
  return `${network.explorerUrl}/transaction/${encodeURIComponent(transactionId)}`
}
