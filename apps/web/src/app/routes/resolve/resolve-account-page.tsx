import { pagePart } from '@/components/page-part.tsx'
import { useAccountName } from '@/lib/session/session-store.ts'
import { ResolvePage } from './resolve-page.tsx'

// The escrow's forms (react-hook-form, the schemas) arrive after the heading and introduction are drawn.
const EscrowAccount = pagePart(
  'escrow account',
  async () => (await import('@/features/resolve/components/escrow-account.tsx')).EscrowAccount,
)

/** `/resolve/account`: the signed-in account's escrow (the route guard ensures a session). */
export function ResolveAccountPage() {
  const account = useAccountName()
  return (
    <ResolvePage
      title="Account"
      intro="Manage your account: deposit TLOS into your Resolve escrow to pay fees and offers, and withdraw what is left."
    >
      {account && <EscrowAccount account={account} />}
    </ResolvePage>
  )
}
