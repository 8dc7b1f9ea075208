import { z } from '@portal/chain/zod-mini'
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '@/lib/local-storage.ts'
import { chainClient } from '@/lib/chain/chain.ts'

// "Import a key" of the Local keys wallet (local network only): a key the user pastes — typically
// a freshly created account's active key — kept in this browser's local storage, unencrypted, so the
// account can sign without another wallet. The pages that offer it say so plainly.

/** An account signed for by a key kept in this browser. */
export type ImportedKey = { name: string; privateKey: string; publicKey: string }

const listSchema = z.array(z.object({ name: z.string(), privateKey: z.string(), publicKey: z.string() }))

/** The keys imported in this browser. */
export function importedKeys(): ImportedKey[] {
  try {
    const parsed = listSchema.safeParse(JSON.parse(readStorage(STORAGE_KEYS.importedKeys) ?? '[]'))
    return parsed.success ? parsed.data : []
  } catch {
    return []
  }
}

/** Why an import was refused, as a sentence. */
export class KeyImportError extends Error {
  override name = 'KeyImportError'
}

/**
 * Checks that `privateKey` is a valid key whose public key is on `account`'s active (or owner)
 * permission, then keeps it; replaces an earlier key of the same account.
 */
export async function importKey(account: string, privateKey: string): Promise<ImportedKey> {
  const { PrivateKey, PublicKey } = await import('@wharfkit/antelope')
  let publicKey: InstanceType<typeof PublicKey>
  try {
    publicKey = PrivateKey.from(privateKey.trim()).toPublic()
  } catch {
    throw new KeyImportError('This is not a valid private key.')
  }
  const chainAccount = await chainClient()
    .getAccount(account)
    .catch(() => {
      throw new KeyImportError(`The account ${account} could not be found on the chain.`)
    })
  const onAccount = chainAccount.permissions
    .filter((permission) => permission.perm_name === 'active' || permission.perm_name === 'owner')
    .some((permission) =>
      permission.required_auth.keys.some((entry) => publicKey.equals(PublicKey.from(entry.key))),
    )
  if (!onAccount) throw new KeyImportError(`This key does not sign for ${account}.`)
  const entry = { name: account, privateKey: privateKey.trim(), publicKey: publicKey.toLegacyString() }
  const kept = [...importedKeys().filter((existing) => existing.name !== account), entry]
  if (!writeStorage(STORAGE_KEYS.importedKeys, JSON.stringify(kept)))
    throw new KeyImportError('This browser refused to store the key.')
  return entry
}

/** Forgets every imported key. */
export function forgetImportedKeys(): void {
  removeStorage(STORAGE_KEYS.importedKeys)
}
