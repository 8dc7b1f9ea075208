import { describe, expect, it } from 'vitest'
import {
  NetworkConfigError,
  TELOS_TESTNET_CHAIN_ID,
  networkConfig,
  networkPresets,
  networkSchema,
  presetNetwork,
  transactionUrl,
} from './networks.ts'

const origin = 'http://127.0.0.1:8080'

describe('networkConfig', () => {
  it('defaults to the local devnet at the page origin when PORTAL_NETWORK is empty', () => {
    for (const name of [undefined, '', '  ']) {
      const network = networkConfig(name, { origin })
      expect(network.name).toBe('local')
      expect(network.chainUrl).toBe(origin)
      expect(network.historyUrl).toBe(origin)
      expect(network.storageUrl).toBe(`${origin}/dstor`)
      expect(network.ipfsGatewayUrl).toBe(`${origin}/ipfs`)
      expect(network.backendUrl).toBe(origin)
      expect(network.profileServiceUrl).toBe(origin)
      expect(network.producerValidationBucketUrl).toBe(`${origin}/telos-producer-validation`)
      expect(network.explorerIsPortal).toBe(true)
      expect(network.localKeys).toBe(true)
    }
  })

  it('names the contract accounts as the devnet deploys them on local', () => {
    expect(networkConfig('local', { origin }).contracts).toEqual({
      system: 'eosio',
      arbitration: 'testtelosarb',
      decide: 'telos.decide',
      token: 'eosio.token',
      profiles: 'profiles',
      recovery: 'tlosrecovery',
      works: 'works.decide',
      oracle: 'delphioracle',
      safe: 'safe.poc.tbs',
      tokenManager: 'tokenmanager',
      secureToken: 'secure.token',
      mechanics: 'eosmechanics',
      amend: 'amend.decide',
    })
  })

  it('builds the Telos testnet preset with its chain id, hosts and the dStor key from the environment', () => {
    const network = networkConfig('telos-testnet', { origin, storageApiKey: 'key-from-env' })
    expect(network.chainId).toBe(TELOS_TESTNET_CHAIN_ID)
    expect(network.chainUrl).toBe('https://testnet.telos.net')
    expect(network.backendUrl).toBe('https://api-dev.telos.net')
    // No profile service is published for the testnet: nothing claims a profile is verified there.
    expect(network.profileServiceUrl).toBeNull()
    expect(network.explorerUrl).toBe('https://explorer-test.telos.net')
    // The bucket Telos publishes producer validation to, listed and read as the original portal did.
    expect(network.producerValidationBucketUrl).toBe('https://telos-producer-validation.s3.amazonaws.com')
    expect(network.storageApiKey).toBe('key-from-env')
    expect(network.localKeys).toBe(false)
    expect(network.contracts.arbitration).toBe('testtelosarb')
  })

  it('R-DEFECT-09: carries no storage key unless the environment provides one', () => {
    expect(networkConfig('telos-testnet', { origin }).storageApiKey).toBe('')
  })

  it('R-ACCT-01: creates accounts by SMS unless PORTAL_ACCOUNT_CREATION chooses the reCAPTCHA path', () => {
    expect(networkConfig('local', { origin }).accountCreation).toBe('sms')
    expect(networkConfig('telos-testnet', { origin }).accountCreation).toBe('sms')
    const local = networkConfig('local', { origin, accountCreation: 'recaptcha' })
    expect(local.accountCreation).toBe('recaptcha')
    // The devnet's stand-in for Google's script, on the page's origin.
    expect(local.recaptchaScriptUrl).toBe(`${origin}/devnet/recaptcha/api.js`)
    expect(local.recaptchaSiteKey).not.toBe('')
    expect(() => networkConfig('local', { origin, accountCreation: 'email' })).toThrow(
      'Unknown account creation "email" in PORTAL_ACCOUNT_CREATION: use one of sms, recaptcha.',
    )
  })

  it('R-ACCT-01: refuses the reCAPTCHA path on the testnet without a site key from the environment', () => {
    expect(() => networkConfig('telos-testnet', { origin, accountCreation: 'recaptcha' })).toThrow(
      /recaptchaSiteKey is required when accountCreation is recaptcha/,
    )
    const testnet = networkConfig('telos-testnet', {
      origin,
      accountCreation: 'recaptcha',
      recaptchaSiteKey: 'site-key-from-env',
    })
    expect(testnet.recaptchaSiteKey).toBe('site-key-from-env')
    expect(testnet.recaptchaScriptUrl).toBe('https://www.google.com/recaptcha/api.js')
  })

  it('validates the reCAPTCHA script address like the other URLs', () => {
    const preset = { ...networkPresets.local({ origin }), recaptchaScriptUrl: 'javascript:alert(1)' }
    expect(networkSchema().safeParse(preset).success).toBe(false)
  })

  it('rejects an unknown network name with a message that lists the valid ones', () => {
    expect(() => networkConfig('mainnet', { origin })).toThrow(NetworkConfigError)
    expect(() => networkConfig('mainnet', { origin })).toThrow(
      'Unknown network "mainnet" in PORTAL_NETWORK: use one of local, telos-testnet.',
    )
  })

  it('rejects an invalid origin with a readable message naming the bad fields', () => {
    expect(() => networkConfig('local', { origin: 'not a url' })).toThrow(
      /The "local" network configuration is invalid: chainUrl must be an absolute http\(s\) URL/,
    )
  })

  it('strips trailing slashes so paths can be appended', () => {
    expect(networkConfig('local', { origin: 'http://localhost:5173/' }).chainUrl).toBe(
      'http://localhost:5173',
    )
  })

  it('every preset satisfies the schema', () => {
    for (const preset of Object.values(networkPresets)) {
      expect(networkSchema().safeParse(preset({ origin })).success).toBe(true)
    }
  })
})

describe('transactionUrl', () => {
  it('points at the explorer transaction page', () => {
    expect(transactionUrl({ explorerUrl: 'https://explorer-test.telos.net' }, 'ab12')).toBe(
      'https://explorer-test.telos.net/transaction/ab12',
    )
  })
})

describe('presetNetwork', () => {
  it('builds the same configuration the validator accepts, for both presets', () => {
    for (const name of ['local', 'telos-testnet']) {
      expect(presetNetwork(name, { origin })).toEqual(networkConfig(name, { origin }))
    }
  })

  it('rejects an unknown network name', () => {
    expect(() => presetNetwork('mainnet', { origin })).toThrow(NetworkConfigError)
  })
})
