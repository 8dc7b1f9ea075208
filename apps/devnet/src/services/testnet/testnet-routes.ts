import type { FastifyInstance } from 'fastify'
import { EVM_ADDRESS_MESSAGE, isEvmAddress } from '@portal/chain/keys'
import { ACCOUNT_MISSING_MESSAGE, accountNameMessage } from '@portal/chain/names'
import { DEV_PRIVATE_KEY, type Chain } from '../../chain/chain.ts'
import { createRequestedAccount } from '../backend/create-account.ts'
import { clientBucket, type RateLimiter } from '../backend/rate-limit.ts'
import { readJsonObject } from '../backend/request-fields.ts'
import { ServiceError } from '../backend/service-errors.ts'
import { access } from '../../http/route-access.ts'
import { FAUCET_ACCOUNT } from '../backend/service-accounts.ts'
import { pushSigned } from '../backend/signed-transaction.ts'
import { EVM_NETWORKS, formatEvmAmount, tokensToWei, type EvmNetwork } from './evm-ledger.ts'
import type { createEvmLedger } from './evm-ledger.ts'
import type { createProducerRotation } from './producer-rotation.ts'

/** What each faucet call sends (the portal's success texts say "50.0000 TLOS", "50.0 TLOS", "50.0 tTLOS"). */
export const FAUCET_TLOS = '50.0000 TLOS'
export const EVM_FAUCET_TOKENS = 50

const HOUR = 3_600_000
const PER_RECIPIENT = [{ limit: 1, windowMs: HOUR }]
const PER_ADDRESS_IP = [{ limit: 60, windowMs: HOUR }]
const ACCOUNTS_PER_IP = [{ limit: 10, windowMs: HOUR }]

export type TestnetRoutesContext = {
  chain: Chain
  limiter: RateLimiter
  ledger: ReturnType<typeof createEvmLedger>
  rotation: ReturnType<typeof createProducerRotation>
}

/** A valid name of an existing account, or 400 / 404 with the portal's messages. */
function existingAccount(chain: Chain, name: string): string {
  const message = accountNameMessage(name, 'existing')
  if (message) throw new ServiceError(400, 'INVALID_ACCOUNT_NAME', `account: ${message}`)
  if (!chain.accounts.exists(name)) throw new ServiceError(404, 'ACCOUNT_NOT_FOUND', ACCOUNT_MISSING_MESSAGE)
  return name
}

export function registerTestnetRoutes(app: FastifyInstance, context: TestnetRoutesContext): void {
  const { chain, limiter, ledger, rotation } = context

  // Writes behind a GET, as on the Telos testnet: pages on allowed origins call them with fetch.
  const serviceWrite = access({ audience: 'services', unsignedWrite: true })

  app.get<{ Params: { account: string } }>('/v1/testnet/faucet/:account', serviceWrite, (request, reply) => {
    const account = existingAccount(chain, request.params.account)
    limiter.check(
      `faucet:${account}`,
      PER_RECIPIENT,
      `${account} received testnet TLOS less than an hour ago.`,
    )
    limiter.check(
      clientBucket('faucet-ip', request.ip),
      PER_ADDRESS_IP,
      'Too many faucet requests from this address.',
    )
    const result = pushSigned(
      chain,
      [
        {
          account: 'eosio.token',
          name: 'transfer',
          authorization: [{ actor: FAUCET_ACCOUNT, permission: 'active' }],
          data: { from: FAUCET_ACCOUNT, to: account, quantity: FAUCET_TLOS, memo: 'Telos testnet faucet' },
        },
      ],
      [DEV_PRIVATE_KEY],
    )
    limiter.record(`faucet:${account}`)
    limiter.record(clientBucket('faucet-ip', request.ip))
    return reply.send({ success: true, account, quantity: FAUCET_TLOS, transactionId: result.id })
  })

  const evmFaucet = (network: EvmNetwork) =>
    app.get<{ Params: { address: string } }>(
      `/v1/testnet/${network === 'evm' ? 'evmFaucet' : 'zkEvmFaucet'}/:address`,
      serviceWrite,
      (request, reply) => {
        const { address } = request.params
        if (!isEvmAddress(address)) throw new ServiceError(400, 'INVALID_ADDRESS', EVM_ADDRESS_MESSAGE)
        const bucket = `${network}:${address.toLowerCase()}`
        const { symbol } = EVM_NETWORKS[network]
        limiter.check(bucket, PER_RECIPIENT, `${address} received testnet ${symbol} less than an hour ago.`)
        limiter.check(
          clientBucket(`${network}-ip`, request.ip),
          PER_ADDRESS_IP,
          'Too many faucet requests from this address.',
        )
        const wei = tokensToWei(EVM_FAUCET_TOKENS)
        const credit = ledger.credit(network, address, wei)
        limiter.record(bucket)
        limiter.record(clientBucket(`${network}-ip`, request.ip))
        return reply.send({
          success: true,
          network,
          address,
          amount: formatEvmAmount(wei, symbol),
          balance: formatEvmAmount(credit.balance, symbol),
          transactionHash: credit.txHash,
        })
      },
    )
  evmFaucet('evm')
  evmFaucet('zkevm')

  app.get<{ Params: { account: string } }>('/v1/testnet/produce/:account', serviceWrite, (request, reply) => {
    const account = existingAccount(chain, request.params.account)
    const added = rotation.add(account)
    return reply.send({
      success: true,
      account,
      message: added
        ? `${account} joined the producer rotation.`
        : `${account} is already in the producer rotation.`,
      schedule: rotation.schedule(),
    })
  })

  app.post('/v1/testnet/account', serviceWrite, (request, reply) => {
    const limit = { limiter, bucket: 'account-ip', rules: ACCOUNTS_PER_IP }
    return reply.send(createRequestedAccount(chain, readJsonObject(request), request.ip, limit))
  })

  // Devnet-only read of the local EVM ledgers, for people and tests checking what a faucet sent.
  app.get<{ Params: { address: string } }>('/devnet/evm/:address', (request, reply) => {
    const { address } = request.params
    if (!isEvmAddress(address)) throw new ServiceError(400, 'INVALID_ADDRESS', EVM_ADDRESS_MESSAGE)
    return reply.send({
      address,
      evm: formatEvmAmount(ledger.balance('evm', address), EVM_NETWORKS.evm.symbol),
      zkevm: formatEvmAmount(ledger.balance('zkevm', address), EVM_NETWORKS.zkevm.symbol),
    })
  })
}
