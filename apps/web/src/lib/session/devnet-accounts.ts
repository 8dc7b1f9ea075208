import { addIssue, z } from '@portal/chain/zod-mini'
import { fetchOrUnreachable } from '@/lib/chain/unreachable.ts'

/** A demo account of the local devnet, with the development key that signs for it. */
export type DevnetAccount = { name: string; publicKey: string; privateKey: string; description: string }

// The devnet's listing is read leniently: an array (or `{accounts: [...]}`) of objects naming the account
// and its keys in camelCase or snake_case.
const entrySchema = z.pipe(
  z.object({
    name: z.optional(z.string()),
    account: z.optional(z.string()),
    account_name: z.optional(z.string()),
    privateKey: z.optional(z.string()),
    private_key: z.optional(z.string()),
    publicKey: z.optional(z.string()),
    public_key: z.optional(z.string()),
    description: z.optional(z.string()),
    role: z.optional(z.string()),
  }),
  z.transform((entry, context) => {
    const name = entry.name ?? entry.account ?? entry.account_name
    const privateKey = entry.privateKey ?? entry.private_key
    if (name === undefined || privateKey === undefined) {
      addIssue(context, { message: 'an account needs a name and a private key' })
      return z.NEVER
    }
    return {
      name,
      privateKey,
      publicKey: entry.publicKey ?? entry.public_key ?? '',
      description: entry.description ?? entry.role ?? '',
    }
  }),
)

const listingSchema = z.union([z.array(entrySchema), z.object({ accounts: z.array(entrySchema) })])

/** Reads the devnet's demo accounts from `GET {origin}/devnet/accounts`. */
export async function fetchDevnetAccounts(origin: string, signal?: AbortSignal): Promise<DevnetAccount[]> {
  const response = await fetchOrUnreachable(`${origin}/devnet/accounts`, { signal })
  if (!response.ok) throw new Error(`The devnet did not list its accounts (${response.status}).`)
  const parsed = listingSchema.safeParse(await response.json())
  if (!parsed.success) throw new Error('The devnet answered an account list the portal cannot read.')
  return Array.isArray(parsed.data) ? parsed.data : parsed.data.accounts
}
