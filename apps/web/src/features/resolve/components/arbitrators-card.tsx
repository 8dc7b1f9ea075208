import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemAvatar from '@mui/material/ListItemAvatar'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import type { ArbitratorRow } from '@portal/chain/contracts/arbitration/index'
import { arbStatusLabel, effectiveArbStatus } from '@portal/chain/resolve/index'
import { AccountAvatar } from '@/components/account-avatar.tsx'
import { DocLink } from '@/components/doc-link.tsx'

const CHIP_COLORS = { 1: 'primary', 2: 'default', 3: 'error', 4: 'default' } as const

/** "Meet the arbitrators": every arbitrator with avatar, credentials link and effective status chip. */
export function ArbitratorsCard({
  arbitrators,
  now,
}: {
  arbitrators: readonly ArbitratorRow[]
  now: number
}) {
  return (
    <Card component="section" aria-label="Meet the arbitrators">
      <CardContent>
        <Typography component="h2" variant="h6">
          Meet the arbitrators
        </Typography>
        {arbitrators.length === 0 ? (
          <Typography color="textSecondary">No arbitrators have been elected yet.</Typography>
        ) : (
          <List dense>
            {arbitrators.map((arbitrator) => {
              const status = effectiveArbStatus(arbitrator, now)
              return (
                <ListItem key={arbitrator.arb} data-testid={`arbitrator-${arbitrator.arb}`} disableGutters>
                  <ListItemAvatar>
                    <AccountAvatar account={arbitrator.arb} />
                  </ListItemAvatar>
                  <ListItemText
                    primary={arbitrator.arb}
                    secondary={
                      <DocLink hash={arbitrator.credentials_link} label="Credentials" name={arbitrator.arb} />
                    }
                  />
                  <Chip
                    size="small"
                    label={arbStatusLabel(status)}
                    color={CHIP_COLORS[status as keyof typeof CHIP_COLORS] ?? 'default'}
                  />
                </ListItem>
              )
            })}
          </List>
        )}
      </CardContent>
    </Card>
  )
}
