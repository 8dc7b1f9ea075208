import { Card } from '@/components/ui/card.tsx'
import { CardContent } from '@/components/ui/card-content.tsx'
import { Chip } from '@/components/ui/chip.tsx'
import { List } from '@/components/ui/list.tsx'
import { ListItem } from '@/components/ui/list-item.tsx'
import { ListItemAvatar } from '@/components/ui/list-item-avatar.tsx'
import { ListItemText } from '@/components/ui/list-item-text.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import type { ArbitratorRow } from '@portal/chain/contracts/arbitration/index'
import { arbStatusLabel, effectiveArbStatus } from '@portal/chain/resolve/index'
import { AccountAvatar } from '@/components/account-avatar.tsx'
import { DocLink } from '@/components/doc-link.tsx'
import { EmptyState } from '@/components/empty-state.tsx'

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
          <EmptyState compact>No arbitrators have been elected yet.</EmptyState>
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
