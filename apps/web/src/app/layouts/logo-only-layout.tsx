import Box from '@mui/material/Box'
import { Outlet } from 'react-router'
import { Logo } from './logo.tsx'

/** Only the logo above the page: the OAuth consent page, where nothing should distract from the choice. */
export function LogoOnlyLayout() {
  return (
    <Box
      data-layout="logo-only"
      sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center' }}
    >
      <Box
        sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 99, px: 2, py: 1, mt: 4 }}
      >
        <Logo />
      </Box>
      <Box component="main" id="main-content" sx={{ width: '100%', maxWidth: 560, px: 2 }}>
        <Outlet />
      </Box>
    </Box>
  )
}
