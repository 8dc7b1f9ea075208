import { createTheme } from '@mui/material/styles'

/** The portal's MUI theme: Telos purple, readable contrast, system fonts (nothing fetched). */
export const theme = createTheme({
  palette: {
    primary: { main: '#571aff' },
    secondary: { main: '#00b3c6', contrastText: '#000' },
    background: { default: '#f7f7fb' },
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  shape: { borderRadius: 10 },
})
