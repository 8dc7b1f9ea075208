import { CloseIcon } from '@/components/ui/icons.tsx'
import { Drawer } from '@/components/ui/drawer.tsx'
import { IconButton } from '@/components/ui/icon-button.tsx'
import { List } from '@/components/ui/list.tsx'
import { ListItem } from '@/components/ui/list-item.tsx'
import { ListItemButton } from '@/components/ui/list-item-button.tsx'
import { ListItemText } from '@/components/ui/list-item-text.tsx'
import { ListSubheader } from '@/components/ui/list-subheader.tsx'
import { NavLink } from 'react-router'
import styles from './left-drawer.module.css'
import { drawerSections, type MenuRoles } from './navigation.ts'

/** The left navigation drawer: it overlays the page (full width below 500 px, 320 px above). */
export function LeftDrawer({
  open,
  onClose,
  roles,
}: {
  open: boolean
  onClose: () => void
  roles: MenuRoles
}) {
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { id: 'left-menu', 'aria-label': 'Main menu', className: styles.paper } }}
    >
      {/* Below 500 px the drawer covers the page, so it carries its own way out. */}
      <div className={styles.top}>
        <span aria-hidden className={styles.title}>
          Telos Portal
        </span>
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </div>
      <nav aria-label="Main menu">
        {drawerSections(roles).map((section) => (
          <section key={section.label}>
            <ListSubheader component="h2" className={styles.sectionHeading}>
              {section.label}
            </ListSubheader>
            <List dense className={styles.list}>
              {section.items.map((item) => (
                <ListItem key={item.to} disablePadding>
                  <ListItemButton
                    component={NavLink}
                    to={item.to}
                    end
                    onClick={onClose}
                    className={styles.link}
                  >
                    <ListItemText primary={item.label} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </section>
        ))}
      </nav>
    </Drawer>
  )
}
