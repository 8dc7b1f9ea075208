import { Menu } from '@/components/ui/menu.tsx'
import { MenuItem } from '@/components/ui/menu-item.tsx'
import { Link as RouterLink } from 'react-router'

/** A menu entry: a link, or an action. */
export type LinkMenuItem = { label: string; to: string } | { label: string; onSelect: () => void }

/** A dropdown of links and actions under `anchor`; loaded on first open. */
export function LinkMenu({
  id,
  anchor,
  onClose,
  items,
}: {
  id: string
  anchor: HTMLElement | null
  onClose: () => void
  items: readonly LinkMenuItem[]
}) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {items.map((item) =>
        'to' in item ? (
          <MenuItem key={item.label} component={RouterLink} to={item.to} onClick={onClose}>
            {item.label}
          </MenuItem>
        ) : (
          <MenuItem
            key={item.label}
            onClick={() => {
              onClose()
              item.onSelect()
            }}
          >
            {item.label}
          </MenuItem>
        ),
      )}
    </Menu>
  )
}
