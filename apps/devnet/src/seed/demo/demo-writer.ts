import type { ActionDescriptor, ActionInputOf } from '@portal/chain/contracts/define'
import { contracts } from '@portal/chain/contracts/registry'
import { DEV_PRIVATE_KEY, type Chain, type PushResult } from '../../chain/chain.ts'
import { u64Key } from '../../chain/keys.ts'
import type { Scope } from '../../chain/runtime/contract.ts'
import { scopeValue } from '../../chain/runtime/table.ts'
import type { PermissionLevel } from '../../chain/state/accounts.ts'
import { pushSigned, type ClientAction } from '../../services/backend/signed-transaction.ts'
import { ARBITRATION_ADMIN } from '../arbitration.ts'
import { demoKeyPair } from './demo-keys.ts'
import { DEMO_USERS } from './demo-users.ts'

const DEMO_NAMES = new Set<string>(DEMO_USERS.map((user) => user.name))

/** The key an actor signs with: its own demo key, or the development key (system accounts, the admin). */
export function signingKey(actor: string): string {
  return DEMO_NAMES.has(actor) && actor !== ARBITRATION_ADMIN
    ? demoKeyPair(actor).privateKey
    : DEV_PRIVATE_KEY
}

type Signer = string | PermissionLevel
/**
 * One action of a demo transaction: who authorizes it (actor@active, a permission level, or several),
 * the action's descriptor, and its data as the action's schema types it.
 */
export type DemoAction<A extends ActionDescriptor = ActionDescriptor> = {
  actor: Signer | readonly Signer[]
  action: A
  data: ActionInputOf<A>
}

const level = (signer: Signer): PermissionLevel =>
  typeof signer === 'string' ? { actor: signer, permission: 'active' } : signer

/**
 * Writes the demo world the way its users would: every transaction signed with the actors' keys and
 * pushed through the node's checks, several to a block as on a busy chain, so history and deltas read
 * as on a chain people used.
 */
export class DemoWriter {
  readonly chain: Chain
  transactions = 0

  constructor(chain: Chain) {
    this.chain = chain
  }

  /** One signed transaction of one or more actions, each one's data typed by its own action. */
  tx<const A extends readonly ActionDescriptor[]>(
    ...actions: { [K in keyof A]: DemoAction<A[K]> }
  ): PushResult {
    const clientActions: ClientAction[] = (actions as readonly DemoAction[]).map(
      ({ actor, action, data }) => {
        const signers: readonly Signer[] = Array.isArray(actor) ? actor : [actor as Signer]
        const account = contracts[action.contract].account
        return { account, name: action.name, authorization: signers.map(level), data: data as object }
      },
    )
    const actors = [...new Set(clientActions.flatMap((action) => action.authorization.map((a) => a.actor)))]
    const keys = [...new Set(actors.map(signingKey))]
    try {
      const result = pushSigned(this.chain, clientActions, keys)
      this.transactions++
      return result
    } catch (error) {
      // A seed step that fails names itself, so a contract change that breaks the demo is found at once.
      const what = clientActions
        .map((a) => `${a.account}::${a.name} by ${a.authorization[0]?.actor}`)
        .join(', ')
      throw new Error(
        `demo seed: ${what} failed: ${error instanceof Error ? error.message : String(error)}`,
        {
          cause: error,
        },
      )
    }
  }

  /** One action authorized by `actor` (or several actors). */
  act<A extends ActionDescriptor>(
    actor: string | readonly string[],
    action: A,
    data: ActionInputOf<A>,
  ): PushResult {
    return this.tx<[A]>({ actor, action, data })
  }

  transfer(from: string, to: string, quantity: string, memo = ''): PushResult {
    return this.act(from, contracts.token.actions.transfer, { from, to, quantity, memo })
  }

  /** The rows of a table in one scope (default: the contract's own), decoded as get_table_rows shows them. */
  rows<Row>(code: string, table: string, scope: Scope = code): Row[] {
    const abi = this.chain.abiOf(code)
    const type = abi?.tableType(table)
    if (!abi || !type) throw new Error(`${code} has no table ${table}`)
    return this.chain.tables
      .primaryRange(code, table, u64Key(scopeValue(scope)), { limit: Number.MAX_SAFE_INTEGER })
      .map((row) => abi.decode(type, row.value) as Row)
  }

  /**
   * Produces blocks until the chain's time is past `untilSeconds`. Block times step by 0.5 s, so short
   * deadlines pass without moving the devnet clock (which would leave the chain ahead of wall time).
   */
  passTime(untilSeconds: number): void {
    while (this.nowSeconds() <= untilSeconds) this.chain.produceBlock()
  }

  /** The time of the block being filled, in whole seconds: what contracts see as now. */
  nowSeconds(): number {
    return Math.floor(this.chain.pendingBlock().timeMs / 1000)
  }
}

/** time_point_sec JSON for `seconds` since the epoch ("2026-01-01T00:00:00"). */
export const timePointSec = (seconds: number): string => new Date(seconds * 1000).toISOString().slice(0, 19)
