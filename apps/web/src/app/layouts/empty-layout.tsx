import Box from '@mui/material/Box'
import { Outlet } from 'react-router'

/** A bare page: no header, no drawers. Used by the not-found page and the congratulations page. */
export function EmptyLayout() {
  return (
    <Box
      component="main"
      data-layout="empty"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}
    >
      <Outlet />
    </Box>
  )
}
