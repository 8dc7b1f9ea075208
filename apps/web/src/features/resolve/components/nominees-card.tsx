import { DeleteIcon } from '@/components/ui/page-icons.tsx'
import { Card } from '@/components/ui/card.tsx'
import { CardContent } from '@/components/ui/card-content.tsx'
import { IconButton } from '@/components/ui/icon-button.tsx'
import { List } from '@/components/ui/list.tsx'
import { ListItem } from '@/components/ui/list-item.tsx'
import { ListItemAvatar } from '@/components/ui/list-item-avatar.tsx'
import { ListItemText } from '@/components/ui/list-item-text.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import type { ElectionRow, NomineeRow } from '@portal/chain/contracts/arbitration/index'
import { showsNomineeRemoveIcon } from '@portal/chain/resolve/index'
import { AccountAvatar } from '@/components/account-avatar.tsx'
import { DocLink } from '@/components/doc-link.tsx'
import styles from './nominees-card.module.css'
import { EmptyState } from '@/components/empty-state.tsx'

/** The nominees with avatar, name and credentials; the remove icon only on one's own nomination after the candidate-add deadline. */
export function NomineesCard({
  nominees,
  election,
  account,
  now,
  onRemove,
}: {
  nominees: readonly NomineeRow[]
  election: ElectionRow | undefined
  account: string | null
  now: number
  onRemove: () => void
}) {
  return (
    <Card component="section" aria-label="Nominees">
      <CardContent>
        <Typography component="h2" variant="h6">
          Nominees
        </Typography>
        {nominees.length === 0 ? (
          <EmptyState compact className={styles.empty}>
            No nominees yet.
          </EmptyState>
        ) : (
          <List dense>
            {nominees.map((nominee) => (
              <ListItem
                key={nominee.nominee_name}
                data-testid={`nominee-${nominee.nominee_name}`}
                disableGutters
                secondaryAction={
                  showsNomineeRemoveIcon(nominee, account ?? undefined, election, now) ? (
                    <IconButton edge="end" aria-label="Remove my nomination" onClick={onRemove}>
                      <DeleteIcon />
                    </IconButton>
                  ) : undefined
                }
              >
                <ListItemAvatar>
                  <AccountAvatar account={nominee.nominee_name} size={24} />
                </ListItemAvatar>
                <ListItemText
                  primary={nominee.nominee_name}
                  secondary={
                    <DocLink hash={nominee.credentials_link} label="More info" name={nominee.nominee_name} />
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  )
}
