import {
  AbstractWalletPlugin,
  PermissionLevel,
  Serializer,
  type LoginContext,
  type ResolvedSigningRequest,
  type TransactContext,
  type WalletPluginLoginResponse,
  type WalletPluginSignResponse,
} from '@wharfkit/session'
import type { Network } from '@portal/chain/networks'
import { chainClient } from '@/lib/chain/chain.ts'
import { cleosCommand, type CleosTransaction } from '../cleos-command.ts'
import { parseChainTime } from '../tapos.ts'
import { transactionOnChain } from '../transaction-watch.ts'
import { CANCELLED, closeWalletPrompt, openWalletPrompt, type CleosLogin } from '../wallet-prompts.ts'

/** How often the chain is asked whether the handed-off transaction has arrived. */
const WATCH_INTERVAL_MS = 1000

/** Extra time after expiry before giving up: the transaction may be in a block not yet indexed. */
const WATCH_GRACE_MS = 10_000

/**
 * The command-line wallet: the user signs each transaction with `cleos` in their own terminal.
 *
 * It never claims a signature it does not have: after the hand-off it watches the chain for the
 * transaction id and answers only once the transaction is there, with no signatures (the transaction
 * was broadcast by cleos, so the portal must not broadcast it again).
 */
export class CleosWallet extends AbstractWalletPlugin {
  readonly network: Pick<Network, 'chainUrl' | 'historyUrl'>
  /** Tells the transact path this wallet broadcasts on its own. */
  readonly broadcastsItself = true

  constructor(network: Pick<Network, 'chainUrl' | 'historyUrl'>) {
    super()
    this.network = network
    this.config = { requiresChainSelect: false, requiresPermissionSelect: false }
    this.metadata.name = 'Command line (cleos)'
  }

  get id() {
    return 'cleos'
  }

  async login(context: LoginContext): Promise<WalletPluginLoginResponse> {
    const chain = context.chain ?? context.chains[0]
    if (!chain) throw new Error('No chain is configured.')
    if (context.permissionLevel) return { chain: chain.id, permissionLevel: context.permissionLevel }
    const { actor, permission } = await openWalletPrompt<CleosLogin>({ kind: 'cleos-login' }).answer
    return { chain: chain.id, permissionLevel: PermissionLevel.from({ actor, permission }) }
  }

  async sign(resolved: ResolvedSigningRequest, context: TransactContext): Promise<WalletPluginSignResponse> {
    const transaction = Serializer.objectify(resolved.transaction) as CleosTransaction
    const transactionId = String(resolved.transaction.id)
    const command = cleosCommand(transaction, {
      chainUrl: this.network.chainUrl,
      chainId: String(context.chain.id),
      publicKey: await singleKeyOf(
        String(context.permissionLevel.actor),
        String(context.permissionLevel.permission),
      ),
    })
    const prompt = { command, transactionId, expiresAt: transaction.expiration }
    await openWalletPrompt<void>({ kind: 'cleos-sign', phase: 'copy', ...prompt }).answer

    const waiting = openWalletPrompt<never>({ kind: 'cleos-sign', phase: 'waiting', ...prompt })
    const deadline = parseChainTime(transaction.expiration) + WATCH_GRACE_MS
    let cancelled = false
    waiting.answer.catch(() => {
      cancelled = true
    })
    while (!cancelled) {
      if (await transactionOnChain(this.network.historyUrl, transactionId)) {
        closeWalletPrompt(waiting.id)
        return { signatures: [] }
      }
      if (Date.now() > deadline) {
        closeWalletPrompt(waiting.id)
        throw new Error('The transaction did not reach the chain before it expired.')
      }
      await new Promise((resolve) => window.setTimeout(resolve, WATCH_INTERVAL_MS))
    }
    throw new Error(CANCELLED)
  }
}

// cleos can ask its own wallet (keosd) for a signature when the permission has exactly one key.
async function singleKeyOf(account: string, permission: string): Promise<string | undefined> {
  try {
    const { permissions } = await chainClient().getAccount(account)
    const keys = permissions.find((entry) => entry.perm_name === permission)?.required_auth.keys ?? []
    return keys.length === 1 ? keys[0]?.key : undefined
  } catch {
    return undefined
  }
}
