import Box from '@mui/material/Box'
import { Fragment, type ReactNode } from 'react'

/** Label and value pairs as a description list, two columns wide enough for a phone. */
export function Facts({
  items,
  label,
}: {
  items: readonly (readonly [string, ReactNode])[]
  label?: string
}) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 0.5,
        my: 1,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {items.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </Box>
  )
}
