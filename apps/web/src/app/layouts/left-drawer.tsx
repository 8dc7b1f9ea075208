import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import ListSubheader from '@mui/material/ListSubheader'
import { NavLink } from 'react-router'
import { LEFT_DRAWER_BREAKPOINT, LEFT_DRAWER_WIDTH } from './layout-sizes.ts'
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
      slotProps={{
        paper: {
          id: 'left-menu',
          'aria-label': 'Main menu',
          sx: {
            width: '100%',
            [`@media (min-width:${LEFT_DRAWER_BREAKPOINT}px)`]: { width: LEFT_DRAWER_WIDTH },
          },
        },
      }}
    >
      {/* Below 500 px the drawer covers the page, so it carries its own way out. */}
      <Box
        sx={{ display: 'flex', alignItems: 'center', p: 1, pl: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Box component="span" aria-hidden sx={{ flex: 1, fontWeight: 700, fontSize: 18 }}>
          Telos Portal
        </Box>
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <nav aria-label="Main menu">
        {drawerSections(roles).map((section) => (
          <Box component="section" key={section.label}>
            {/* As an h2 it would keep the browser's heading margins, which CssBaseline leaves alone. */}
            <ListSubheader component="h2" sx={{ m: 0, lineHeight: '40px', fontWeight: 600 }}>
              {section.label}
            </ListSubheader>
            <List dense sx={{ pt: 0 }}>
              {section.items.map((item) => (
                <ListItem key={item.to} disablePadding>
                  <ListItemButton
                    component={NavLink}
                    to={item.to}
                    end
                    onClick={onClose}
                    sx={{
                      pl: 3,
                      // The page the user is on, marked for sight (colour and bar) and by aria-current.
                      '&.active': {
                        bgcolor: 'action.selected',
                        color: 'primary.main',
                        fontWeight: 600,
                        boxShadow: (theme) => `inset 3px 0 0 ${theme.palette.primary.main}`,
                      },
                    }}
                  >
                    <ListItemText primary={item.label} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Box>
        ))}
      </nav>
    </Drawer>
  )
}
