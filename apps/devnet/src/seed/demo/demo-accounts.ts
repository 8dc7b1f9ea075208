import { token } from '@portal/chain/contracts/token/index'
import { system } from '@portal/chain/contracts/system/index'
import { keyAuthority } from '../../chain/chain.ts'
import { ARBITRATION_ADMIN } from '../arbitration.ts'
import type { DemoAccount } from '../index.ts'
import { DEV_PRIVATE_KEY, DEV_PUBLIC_KEY } from '../../chain/chain.ts'
import { demoKeyPair } from './demo-keys.ts'
import { DEMO_USERS } from './demo-users.ts'
import type { DemoWriter } from './demo-writer.ts'

/** Liquid TLOS and staked bandwidth each demo account starts with; voters stake more (VOTE weight). */
const FUNDS: Record<string, { liquid: string; stake: string }> = {
  voter1: { liquid: '5000.0000 TLOS', stake: '2500.0000 TLOS' },
  voter2: { liquid: '5000.0000 TLOS', stake: '1500.0000 TLOS' },
  voter3: { liquid: '5000.0000 TLOS', stake: '800.0000 TLOS' },
  daomanager: { liquid: '20000.0000 TLOS', stake: '500.0000 TLOS' },
  // Never staked: the recovery contract puts it straight on the recover list.
  dormant2: { liquid: '250.0000 TLOS', stake: '0.0000 TLOS' },
}
const DEFAULT_FUNDS = { liquid: '5000.0000 TLOS', stake: '100.0000 TLOS' }

const units = (quantity: string): bigint => BigInt(quantity.replace(/\.| TLOS/g, ''))
const tlos = (amount: bigint): string =>
  `${amount / 10000n}.${(amount % 10000n).toString().padStart(4, '0')} TLOS`
/** Half of a TLOS amount, to 4 decimals (stake split between CPU and NET). */
const half = (quantity: string): string => tlos(units(quantity) / 2n)
const add = (a: string, b: string): string => tlos(units(a) + units(b))

/**
 * Creates every demo user (eosio::newaccount with its own key pair), funds it and stakes bandwidth for
 * it (the user signs its own delegatebw); the Resolve admin already exists and only receives funds.
 * Returns the list GET /devnet/accounts serves.
 */
export function createDemoAccounts(writer: DemoWriter): DemoAccount[] {
  const accounts: DemoAccount[] = []
  for (const user of DEMO_USERS) {
    const keys =
      user.name === ARBITRATION_ADMIN
        ? { publicKey: DEV_PUBLIC_KEY, privateKey: DEV_PRIVATE_KEY }
        : demoKeyPair(user.name)
    const funds = FUNDS[user.name] ?? DEFAULT_FUNDS
    const create = writer.chain.accounts.exists(user.name)
      ? []
      : [
          {
            actor: 'eosio',
            action: system.actions.newaccount,
            data: {
              creator: 'eosio',
              name: user.name,
              owner: keyAuthority(keys.publicKey),
              active: keyAuthority(keys.publicKey),
            },
          },
        ]
    writer.tx(...create, {
      actor: 'eosio',
      action: token.actions.transfer,
      data: {
        from: 'eosio',
        to: user.name,
        quantity: add(funds.liquid, funds.stake),
        memo: 'Demo world funds',
      },
    })
    // Each user stakes its own TLOS, so the stake (and its VOTE and producer-vote weight) is its own.
    if (funds.stake !== '0.0000 TLOS')
      writer.act(user.name, system.actions.delegatebw, {
        from: user.name,
        receiver: user.name,
        stake_net_quantity: half(funds.stake),
        stake_cpu_quantity: half(funds.stake),
        transfer: false,
      })
    accounts.push({ name: user.name, ...keys, description: user.description })
  }
  return accounts
}
