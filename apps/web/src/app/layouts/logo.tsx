import Box from '@mui/material/Box'
import { Link as RouterLink } from 'react-router'
import { LEFT_MENU_CLOSE_ABOVE } from './layout-sizes.ts'

/** The portal's logo, linking home. `compact` drops the word mark where the header is crowded. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label="Telos Portal home"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none' }}
    >
      <Box component="svg" viewBox="0 0 32 32" aria-hidden sx={{ width: 32, height: 32, flexShrink: 0 }}>
        <circle cx="16" cy="16" r="16" fill="#fff" />
        <path d="M9 11h14v3h-5.5v10h-3V14H9z" fill="#571aff" />
      </Box>
      <Box
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: 18,
          whiteSpace: 'nowrap',
          display: 'inline',
          ...(compact && {
            // Hidden on phones, and where the header tabs appear but the window is not yet wide enough
            // for both (761–1023 px); the logo mark alone still links home.
            [`@media (max-width:599px)`]: { display: 'none' },
            [`@media (min-width:${LEFT_MENU_CLOSE_ABOVE + 1}px) and (max-width:1023px)`]: { display: 'none' },
          }),
        }}
      >
        Telos Portal
      </Box>
    </Box>
  )
}
