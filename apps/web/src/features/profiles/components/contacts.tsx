import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Link } from '@/components/ui/link.tsx'
import { List } from '@/components/ui/list.tsx'
import { ListItem } from '@/components/ui/list-item.tsx'
import { Pagination } from '@/components/ui/pagination.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { PROFILE_SEARCH_PAGE_SIZE } from '@portal/chain/constants'
import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import { Link as RouterLink } from 'react-router'
import { useServiceToken } from '@/lib/services/challenge-session.ts'
import {
  contactsQuery,
  hasProfileService,
  PROFILE_SERVICE_UNAVAILABLE_MESSAGE,
} from '@/lib/services/profile-service.ts'
import { ServiceError } from '@/lib/services/service-error.ts'
import { profileQuery } from '../api/profile.ts'
import { ProfileAvatar } from './profile-avatar.tsx'
import { ChainText } from '@/components/chain-text.tsx'
import styles from './contacts.module.css'
import { EmptyState } from '@/components/empty-state.tsx'

const HOW_TO_VERIFY =
  'Contacts are open to verified profiles: log in to the profile service and verify an email address or phone number.'

/** `/profiles/contacts`: verified profiles, 20 a page, searchable; others are told how to verify. */
export function Contacts({ account }: { account: string }) {
  if (!hasProfileService()) return <Alert severity="info">{PROFILE_SERVICE_UNAVAILABLE_MESSAGE}</Alert>
  return <ContactList account={account} />
}

function ContactList({ account }: { account: string }) {
  const token = useServiceToken('profile-service')
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const deferred = useDeferredValue(search.trim().toLowerCase())
  // Only with a session already signed: opening the page never asks the wallet to sign.
  const contacts = useQuery({
    ...contactsQuery(account, deferred, page, PROFILE_SEARCH_PAGE_SIZE),
    enabled: token !== null,
  })
  const refused = contacts.error instanceof ServiceError ? contacts.error : undefined
  if (token === null || refused?.code === 'NOT_VERIFIED' || refused?.status === 401)
    return (
      <Stack spacing={2} className={styles.verify}>
        <Alert severity="info">{HOW_TO_VERIFY}</Alert>
        <Button component={RouterLink} to="/profiles/add/profileLogin" variant="contained">
          Verify my profile
        </Button>
      </Stack>
    )
  if (contacts.isError) return <Alert severity="error">{contacts.error.message}</Alert>
  const data = contacts.data
  return (
    <Stack spacing={2}>
      <TextField
        label="Search contacts"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value)
          setPage(1)
        }}
        className={styles.search}
      />
      {data === undefined ? (
        <Typography role="status">Loading contacts…</Typography>
      ) : data.items.length === 0 ? (
        <EmptyState>No verified profiles match.</EmptyState>
      ) : (
        <List aria-label="Contacts">
          {data.items.map((item) => (
            <ContactRow key={item.account} account={item.account} />
          ))}
        </List>
      )}
      {data !== undefined && data.total > data.pageSize && (
        <Pagination
          count={Math.ceil(data.total / data.pageSize)}
          page={page}
          onChange={(_event, next) => setPage(next)}
          aria-label="Contact pages"
        />
      )}
    </Stack>
  )
}

function ContactRow({ account }: { account: string }) {
  const profile = useQuery(profileQuery(account))
  return (
    <ListItem disableGutters>
      <Stack direction="row" spacing={2} className={styles.contact}>
        <ProfileAvatar account={account} avatar={profile.data?.avatar ?? ''} size={32} />
        <Link component={RouterLink} to={`/profiles/contacts/profileDetail?account=${account}`}>
          <ChainText text={profile.data?.display_name.trim() || account} expandable={false} lines={1} />
        </Link>
        <Typography variant="body2" color="textSecondary">
          @{account}
        </Typography>
      </Stack>
    </ListItem>
  )
}
