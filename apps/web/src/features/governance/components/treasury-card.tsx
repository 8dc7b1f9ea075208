import { Avatar } from '@/components/ui/avatar.tsx'
import { Card } from '@/components/ui/card.tsx'
import { CardActions } from '@/components/ui/card-actions.tsx'
import { CardContent } from '@/components/ui/card-content.tsx'
import { Chip } from '@/components/ui/chip.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { memo, useState } from 'react'
import { parseAsset } from '@portal/chain/assets'
import { treasurySymbolCode } from '@portal/chain/governance/treasuries'
import { TREASURY_SETTING_LABELS, treasurySettingsOf } from '@portal/chain/governance/treasury-forms'
import type { Treasury } from '../api/treasuries.ts'
import type { VoterRow } from '../api/voters.ts'
import { ChainText } from '@/components/chain-text.tsx'
import { Facts } from './facts.tsx'
import { JoinTreasuryButton } from './join-treasury-button.tsx'
import { ManageTreasury } from './manage-treasury.tsx'
import { TreasuryDescription } from './treasury-description.tsx'
import styles from './treasury-card.module.css'

/** Only an http(s) icon address is shown as an image; anything else falls back to the symbol's letters. */
const safeIcon = (icon: string) => (/^https?:\/\/\S+$/i.test(icon) ? icon : undefined)

/** One DAO: its token, counts, manager, access, settings, the signed-in user's record and what they may do. */
export const TreasuryCard = memo(function TreasuryCard({
  treasury,
  account,
  voter,
  highlighted = false,
}: {
  treasury: Treasury
  account: string | null
  /** The signed-in account's voters row in this DAO, or null when not registered. */
  voter: VoterRow | null
  /** Pointed at by the address (`?treasury=`): outlined in the primary colour. */
  highlighted?: boolean
}) {
  const code = treasurySymbolCode(treasury)
  const precision = parseAsset(treasury.max_supply)?.symbol.precision ?? 0
  const symbol = `${precision},${code}`
  const isManager = account !== null && account === treasury.manager
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={`DAO ${code}`}
      className={highlighted ? `${styles.card} ${styles.highlighted}` : styles.card}
    >
      <CardContent className={styles.content}>
        <TreasuryHeading treasury={treasury} code={code} />
        {treasury.description !== '' && <TreasuryDescription text={treasury.description} code={code} />}
        <Facts
          label={`${code} facts`}
          items={[
            ['Max supply', treasury.max_supply],
            ['Supply', treasury.supply],
            ['Voters', <span data-testid="treasury-voters">{treasury.voters}</span>],
            ['Open ballots', <span data-testid="treasury-open-ballots">{treasury.open_ballots}</span>],
            ['Manager', treasury.manager],
            ['Access', treasury.access],
          ]}
        />
        <TreasurySettings code={code} settings={treasury.settings} />
        {account !== null && <VoterRecord code={code} voter={voter} />}
      </CardContent>
      {account !== null && (
        <CardActions className={styles.actions}>
          {voter === null && <JoinTreasuryButton account={account} treasury={treasury} symbol={symbol} />}
          {isManager && <ManageTreasury treasury={treasury} symbol={symbol} />}
        </CardActions>
      )}
    </Card>
  )
})

/** The DAO's icon (its symbol's letters when there is none or it fails), title and symbol. */
function TreasuryHeading({ treasury, code }: { treasury: Treasury; code: string }) {
  const [imageFailed, setImageFailed] = useState(false)
  const icon = imageFailed ? undefined : safeIcon(treasury.icon)
  return (
    <Stack direction="row" spacing={2} className={styles.header}>
      <Avatar
        src={icon}
        alt=""
        className={styles.avatar}
        slotProps={{ img: { referrerPolicy: 'no-referrer', onError: () => setImageFailed(true) } }}
      >
        {code.slice(0, 2)}
      </Avatar>
      <div className={styles.name}>
        <ChainText
          component="h2"
          variant="h6"
          what="title"
          text={treasury.title === '' ? code : treasury.title}
        />
        <Typography variant="body2" color="textSecondary">
          {code}
        </Typography>
      </div>
    </Stack>
  )
}

/** Each treasury setting as a chip, filled when on. */
function TreasurySettings({ code, settings }: { code: string; settings: Treasury['settings'] }) {
  return (
    <ul aria-label={`${code} settings`} className={styles.settings}>
      {Object.entries(treasurySettingsOf(settings)).map(([name, on]) => (
        <li key={name}>
          <Chip
            size="small"
            variant={on ? 'filled' : 'outlined'}
            color={on ? 'primary' : 'default'}
            label={`${name}: ${on ? 'on' : 'off'}`}
            title={TREASURY_SETTING_LABELS[name as keyof typeof TREASURY_SETTING_LABELS]}
          />
        </li>
      ))}
    </ul>
  )
}

/** The signed-in account's standing in the DAO: registered with its balances, or not registered. */
function VoterRecord({ code, voter }: { code: string; voter: VoterRow | null }) {
  return (
    <div data-testid="voter-record" className={styles.record}>
      {voter ? (
        <Facts
          label={`Your ${code} record`}
          items={[
            ['You', <Chip size="small" color="success" label="Registered" />],
            ['Liquid', <span data-testid="voter-liquid">{voter.liquid}</span>],
            ['Staked', voter.staked],
          ]}
        />
      ) : (
        <Typography variant="body2" color="textSecondary">
          You are not registered in this DAO.
        </Typography>
      )}
    </div>
  )
}
