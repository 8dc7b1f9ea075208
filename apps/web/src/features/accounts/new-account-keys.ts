// The keys of an account being created: made in this browser with @wharfkit/antelope (loaded only
// on this step), shown once, and kept in memory only so the congratulations page can offer to log
// in with them. Only the public keys ever leave the browser.

/** One key pair in the text forms users paste into wallets. */
export type KeyPair = { privateKey: string; publicKey: string }
export type NewAccountKeys = { owner: KeyPair; active: KeyPair }

/** Generates an owner and an active K1 key pair. */
export async function generateAccountKeys(): Promise<NewAccountKeys> {
  const { PrivateKey } = await import('@wharfkit/antelope')
  const pair = (): KeyPair => {
    const key = PrivateKey.generate('K1')
    return { privateKey: key.toWif(), publicKey: key.toPublic().toLegacyString() }
  }
  return { owner: pair(), active: pair() }
}

/** The text file the user downloads: the account and both key pairs. */
export function keysFileText(account: string, keys: NewAccountKeys): string {
  return [
    `Telos account: ${account}`,
    '',
    `Owner public key: ${keys.owner.publicKey}`,
    `Owner private key: ${keys.owner.privateKey}`,
    '',
    `Active public key: ${keys.active.publicKey}`,
    `Active private key: ${keys.active.privateKey}`,
    '',
    'Keep this file offline and private: anyone with a private key controls the account.',
    '',
  ].join('\n')
}

let created: { account: string; activeKey: string } | null = null

/** Remembers (in memory only) the account just created, for the congratulations page. */
export function rememberCreatedAccount(account: string, activeKey: string): void {
  created = { account, activeKey }
}

/** The account just created in this tab, if any. */
export function createdAccount(): { account: string; activeKey: string } | null {
  return created
}
