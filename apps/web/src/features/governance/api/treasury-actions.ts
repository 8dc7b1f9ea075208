import { decide } from '@portal/chain/contracts/decide/index'
import type { TreasurySetting } from '@portal/chain/governance/treasury-forms'
import {
  contractAction,
  type ContractCall,
  type ContractTransaction,
} from '@/lib/transact/contract-action.ts'
import { feeDepositCall } from './decide-fee.ts'

// The DAO (treasury) writes, each one transaction (in the original portal's order, without its gaps): create
// is the fee deposit, newtreasury, edittrsinfo and one toggle per setting switched on; editing
// settings sends one toggle per setting that changed and nothing for the rest.

const { newtreasury, edittrsinfo, toggle, mint, regvoter } = decide.actions

/** What the create-DAO form produced. */
export type NewTreasury = {
  readonly manager: string
  readonly fee: string
  /** "1000.00 ABC" */
  readonly max_supply: string
  /** "2,ABC" */
  readonly treasury_symbol: string
  readonly access: string
  readonly title: string
  readonly description: string
  readonly icon: string
  /** The settings to switch on (newtreasury leaves all off). */
  readonly toggles: readonly TreasurySetting[]
}

/** Fee transfer, newtreasury, edittrsinfo, then a toggle for each setting to switch on. */
export function createTreasuryCalls(dao: NewTreasury): ContractCall[] {
  const { manager, treasury_symbol } = dao
  return [
    feeDepositCall(manager, dao.fee),
    contractAction(newtreasury, { manager, max_supply: dao.max_supply, access: dao.access }),
    contractAction(edittrsinfo, {
      treasury_symbol,
      title: dao.title,
      description: dao.description,
      icon: dao.icon,
    }),
    ...toggleCalls(treasury_symbol, dao.toggles),
  ]
}

/** One toggle per setting name, in the given order. */
export function toggleCalls(treasurySymbol: string, settings: readonly TreasurySetting[]): ContractCall[] {
  return settings.map((setting_name) =>
    contractAction(toggle, { treasury_symbol: treasurySymbol, setting_name }),
  )
}

export function createTreasuryTransaction(dao: NewTreasury): ContractTransaction {
  return {
    title: 'Create DAO',
    content: `You created the DAO ${dao.title} (${dao.max_supply.split(' ')[1] ?? ''}).`,
    icon: 'account_balance',
    calls: createTreasuryCalls(dao),
  }
}

/** edittrsinfo: the manager's new title, description and icon. */
export function editInfoTransaction(
  treasurySymbol: string,
  info: { title: string; description: string; icon: string },
): ContractTransaction {
  return {
    title: 'Edit DAO',
    content: `You updated the DAO ${info.title}.`,
    icon: 'edit',
    calls: [contractAction(edittrsinfo, { treasury_symbol: treasurySymbol, ...info })],
  }
}

/** The toggles of the settings that changed (none is not a transaction: the form refuses it). */
export function settingsTransaction(
  treasurySymbol: string,
  changed: readonly TreasurySetting[],
): ContractTransaction {
  return {
    title: 'DAO settings',
    content: `You changed ${changed.join(', ')}.`,
    icon: 'tune',
    calls: toggleCalls(treasurySymbol, changed),
  }
}

/** mint: new tokens to a member, signed by the manager. */
export function mintTransaction(to: string, quantity: string, memo: string): ContractTransaction {
  const call = contractAction(mint, { to, quantity, memo })
  return {
    title: 'Mint',
    content: `You minted ${quantity} to ${to}.`,
    icon: 'toll',
    calls: [call],
  }
}

/** regvoter for oneself in a public DAO. */
export function joinTransaction(voter: string, treasurySymbol: string): ContractTransaction {
  return {
    title: 'Join DAO',
    content: `You joined the DAO ${treasurySymbol.split(',')[1] ?? ''}.`,
    icon: 'group_add',
    calls: [contractAction(regvoter, { voter, treasury_symbol: treasurySymbol, referrer: null })],
  }
}
