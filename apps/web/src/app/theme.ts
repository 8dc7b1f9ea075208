import { createTheme } from '@mui/material/styles'

const PRIMARY = '#571aff'

/** The portal's MUI theme: Telos purple, readable contrast, system fonts (nothing fetched). */
export const theme = createTheme({
  palette: {
    primary: { main: PRIMARY },
    secondary: { main: '#00b3c6', contrastText: '#000' },
    background: { default: '#f7f7fb' },
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  shape: { borderRadius: 10 },
  components: {
    // MUI marks keyboard focus only with a faint ripple; keyboard users need a ring they can see.
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: `2px solid ${PRIMARY}`, outlineOffset: 2 } },
      },
    },
    // On the purple header the ring is white.
    MuiAppBar: {
      styleOverrides: {
        root: { '& .Mui-focusVisible, & a:focus-visible': { outlineColor: '#fff', outlineStyle: 'solid' } },
      },
    },
  },
})
