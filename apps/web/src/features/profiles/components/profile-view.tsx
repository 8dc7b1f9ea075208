import { VerifiedIcon } from '@/components/ui/icons.tsx'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Chip } from '@/components/ui/chip.tsx'
import { CircularProgress } from '@/components/ui/circular-progress.tsx'
import { Link } from '@/components/ui/link.tsx'
import { Paper } from '@/components/ui/paper.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useQuery } from '@tanstack/react-query'
import { Suspense, useEffect } from 'react'
import { Link as RouterLink } from 'react-router'
import type { ProfileRow } from '@portal/chain/contracts/profiles/index'
import { QueryGate } from '@/components/query-gate.tsx'
import { profileQuery, useTlosBalances } from '../api/profile.ts'
import { profilePublicQuery } from '@/lib/services/profile-service.ts'
import { ProfileAvatar } from './profile-avatar.tsx'
import { isPlainParagraph } from '@/components/markdown-text.tsx'
import { ProfileBio, preloadMarkdownBio } from './profile-bio.tsx'
import { ChainText } from '@/components/chain-text.tsx'
import { useDrawn } from '@/components/use-drawn.ts'
import { useIdleAfter } from '@/components/use-idle-after.ts'
import styles from './profile-view.module.css'

const AVATAR_SIZE = 96

/** `/profiles/display/:account`: the profile of `account`, its TLOS and links to what it takes part in. */
export function ProfileView({ account, viewer }: { account: string; viewer: string | null }) {
  const profile = useQuery(profileQuery(account))
  const owner = viewer === account
  const profileDrawn = useDrawn(!profile.isPending)
  // What the card does not need to be drawn (the service's badge, the balances) is asked once the card
  // is on screen and the browser is idle: a read started with it (or as soon as it was drawn, before a
  // busy phone had shown it) was one more round trip before the page's largest text in Lighthouse's
  // simulated load (issue 41), though the card never waits for it.
  const shown = useIdleAfter(profileDrawn)
  // A bio with markdown needs the renderer before the card shows: fetched as soon as the bio is known.
  // (The profile is among the route's first reads, so that is early; a plain bio needs no renderer.)
  const bio = profile.data?.bio
  useEffect(() => {
    if (bio !== undefined && bio.trim() !== '' && !isPlainParagraph(bio)) preloadMarkdownBio()
  }, [bio])
  // The page appears whole: the balances and links once the profile is read, all of it once the bio
  // can be drawn, so nothing below the card moves down as it fills in.
  return (
    <Suspense fallback={<CircularProgress aria-label="Loading the profile" />}>
      <Stack spacing={3}>
        <QueryGate queries={[profile]} what="profile">
          {() =>
            profile.data ? (
              <ProfileCard profile={profile.data} owner={owner} shown={shown} />
            ) : (
              <NoProfile account={account} owner={owner} />
            )
          }
        </QueryGate>
        {profileDrawn && (
          <>
            <Balances account={account} shown={shown} />
            <Related />
          </>
        )}
      </Stack>
    </Suspense>
  )
}

function ProfileCard({ profile, owner, shown }: { profile: ProfileRow; owner: boolean; shown: boolean }) {
  const name = profile.display_name.trim() || profile.account_name
  // publicData.isVerified from the profile service, asked once the card is `shown`. The row's
  // is_verified is a chain field the service never writes; a profile the service does not vouch for
  // (or cannot be asked about) gets no badge.
  const verified =
    useQuery(profilePublicQuery(profile.account_name, shown)).data?.publicData.isVerified === true
  return (
    <Paper variant="outlined" className={styles.card} component="section" aria-label="Profile">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} className={styles.cardRow}>
        <ProfileAvatar account={profile.account_name} avatar={profile.avatar} size={AVATAR_SIZE} />
        <Stack spacing={1} className={styles.details}>
          <Stack direction="row" spacing={1} className={styles.nameRow}>
            <ChainText
              text={name}
              what="name"
              component="h2"
              variant="h5"
              data-testid="profile-display-name"
            />
            {verified && (
              <Chip
                size="small"
                color="success"
                icon={<VerifiedIcon />}
                label="Verified"
                data-testid="profile-verified"
              />
            )}
          </Stack>
          <Typography color="textSecondary" data-testid="profile-account">
            @{profile.account_name}
          </Typography>
          {profile.status.trim() !== '' && (
            <Typography data-testid="profile-status" className={styles.status}>
              Status: {profile.status}
            </Typography>
          )}
          <ProfileBio bio={profile.bio} />
          {owner && (
            <div>
              <Button component={RouterLink} to={`/profiles/edit/${profile.account_name}`} variant="outlined">
                Edit profile
              </Button>
            </div>
          )}
        </Stack>
      </Stack>
    </Paper>
  )
}

function NoProfile({ account, owner }: { account: string; owner: boolean }) {
  return (
    <Paper variant="outlined" className={styles.card} component="section" aria-label="Profile">
      <Stack direction="row" spacing={2} className={styles.noProfileRow}>
        <ProfileAvatar account={account} avatar="" size={AVATAR_SIZE} />
        <Stack spacing={1}>
          <Typography component="h2" variant="h5">
            {account}
          </Typography>
          <Typography color="textSecondary">
            {owner ? 'You have no profile yet.' : `${account} has no profile yet.`}
          </Typography>
          {owner && (
            <div>
              <Button component={RouterLink} to={`/profiles/edit/${account}`} variant="contained">
                Create your profile
              </Button>
            </div>
          )}
        </Stack>
      </Stack>
    </Paper>
  )
}

function Balances({ account, shown }: { account: string; shown: boolean }) {
  // Read once the profile card is `shown`, as its badge.
  const balances = useTlosBalances(account, shown)
  if (balances.isError)
    return <Alert severity="warning">The account {account} could not be read from the chain.</Alert>
  return (
    <dl aria-label="TLOS" className={styles.balances}>
      <Typography component="dt" color="textSecondary">
        Liquid
      </Typography>
      <Typography component="dd" className={styles.balance} data-testid="profile-liquid">
        {balances.data?.liquid ?? '…'}
      </Typography>
      <Typography component="dt" color="textSecondary">
        Staked
      </Typography>
      <Typography component="dd" className={styles.balance} data-testid="profile-staked">
        {balances.data?.staked ?? '…'}
      </Typography>
    </dl>
  )
}

const RELATED = [
  { to: '/trails/ballots', label: 'Ballots' },
  { to: '/trails/treasuries', label: 'DAOs' },
  { to: '/tokens', label: 'Tokens' },
  { to: '/resolve/cases', label: 'Resolve cases' },
] as const

function Related() {
  return (
    <nav aria-label="Take part">
      <Stack direction="row" spacing={2} className={styles.related}>
        {RELATED.map((link) => (
          <Link key={link.to} component={RouterLink} to={link.to}>
            {link.label}
          </Link>
        ))}
      </Stack>
    </nav>
  )
}
