import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import { Outlet } from 'react-router'
import { Logo } from './logo.tsx'

/** The frame of the login and create-account pages: a logo bar and the page, no drawers. */
export function GuestLayout() {
  return (
    <Box data-layout="guest" sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: 2, py: 1.5 }}>
        <Logo />
      </Box>
      <Container component="main" id="main-content" maxWidth="sm" sx={{ flex: 1, py: { xs: 3, sm: 6 } }}>
        <Outlet />
      </Container>
    </Box>
  )
}
