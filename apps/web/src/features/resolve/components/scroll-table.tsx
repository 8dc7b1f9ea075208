import TableContainer from '@mui/material/TableContainer'
import type { ReactNode } from 'react'

/** A table container that scrolls sideways on narrow screens and can be focused to scroll by keyboard. */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={`${label} (scrollable)`}
      sx={{ position: 'relative' }}
    >
      {children}
    </TableContainer>
  )
}
