import { ACCOUNT_MISSING_MESSAGE } from '@portal/chain/names'
import { accountExists } from '@/lib/chain/account-exists.ts'
import { queryClient } from '@/lib/chain/query-client.ts'

// Forms that name another account (a respondant, a recipient) check it against the chain as it is
// typed, so the submit stays disabled with the reason under the field instead of failing on the click.

/**
 * Whether the chain knows the account, asked once a minute at most per name. A lookup that fails (an
 * unreachable chain) does not block the form: the dry run before signing still checks.
 */
export function knownAccount(name: string): Promise<boolean> {
  return queryClient
    .fetchQuery({
      queryKey: ['chain', 'account-exists', name],
      queryFn: () => accountExists(name),
      staleTime: 60_000,
    })
    .catch(() => true)
}

/** The message for a recipient the chain does not know, else undefined. */
export async function missingAccountProblem(name: string): Promise<string | undefined> {
  return (await knownAccount(name)) ? undefined : ACCOUNT_MISSING_MESSAGE
}
