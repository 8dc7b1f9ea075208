import CloseIcon from '@mui/icons-material/Close'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import ListSubheader from '@mui/material/ListSubheader'
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
