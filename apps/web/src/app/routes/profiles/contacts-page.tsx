import { Contacts } from '@/features/profiles/components/contacts.tsx'
import { PageFrame } from '@/features/profiles/components/profile-page-frame.tsx'
import { useAccountName } from '@/lib/session/session-store.ts'

/** `/profiles/contacts`: verified profiles, for verified users. */
export function ContactsPage() {
  const account = useAccountName()
  return (
    <PageFrame title="Contacts">{account !== null && <Contacts key={account} account={account} />}</PageFrame>
  )
}
