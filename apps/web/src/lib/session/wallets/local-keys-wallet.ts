import {
  AbstractWalletPlugin,
  Checksum256,
  PrivateKey,
  Transaction,
  type LoginContext,
  type ResolvedSigningRequest,
  type TransactContext,
  type WalletPluginLoginResponse,
  type WalletPluginSignResponse,
} from '@wharfkit/session'
import { fetchDevnetAccounts } from '../devnet-accounts.ts'
import { signDigest } from './digest-signer.ts'
import { importedKeys } from '../imported-keys.ts'

/**
 * Signs as the local devnet's demo accounts with their development keys, which the devnet lists at
 * `GET /devnet/accounts`, and as the accounts whose keys the user imported in this browser
 * (imported-keys.ts). Keys are looked up when signing.
 */
export class LocalKeysWallet extends AbstractWalletPlugin {
  readonly origin: string

  constructor(origin: string) {
    super()
    this.origin = origin
    this.config = { requiresChainSelect: false, requiresPermissionSelect: false }
    this.metadata.name = 'Local keys'
    this.metadata.description = "The local devnet's demo accounts"
  }

  get id() {
    return 'local-keys'
  }

  async login(context: LoginContext): Promise<WalletPluginLoginResponse> {
    const permissionLevel = context.permissionLevel
    const chain = context.chain ?? context.chains[0]
    if (!permissionLevel || !chain) throw new Error('Choose one of the local accounts to log in.')
    await this.keyFor(String(permissionLevel.actor))
    return { chain: chain.id, permissionLevel }
  }

  async sign(resolved: ResolvedSigningRequest, context: TransactContext): Promise<WalletPluginSignResponse> {
    const transaction = Transaction.from(resolved.transaction)
    const digest = transaction.signingDigest(Checksum256.from(context.chain.id))
    const privateKey = await this.keyFor(String(context.permissionLevel.actor))
    return { signatures: [await signDigest(privateKey, digest)] }
  }

  private async keyFor(account: string): Promise<PrivateKey> {
    const imported = importedKeys().find((candidate) => candidate.name === account)
    if (imported) return PrivateKey.from(imported.privateKey)
    const accounts = await fetchDevnetAccounts(this.origin)
    const entry = accounts.find((candidate) => candidate.name === account)
    if (!entry) throw new Error(`${account} is not one of the local devnet's demo accounts.`)
    return PrivateKey.from(entry.privateKey)
  }
}
