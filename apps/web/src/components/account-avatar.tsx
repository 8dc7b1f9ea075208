import Box from '@mui/material/Box'
import { avatarColor, avatarPattern } from '@portal/chain/avatars'

/** An account's locally drawn identicon (colour and pattern from a hash of the name; decisions.md). Decorative. */
export function AccountAvatar({ account, size = 32 }: { account: string; size?: number }) {
  const cells = avatarPattern(account)
  return (
    <Box
      component="svg"
      viewBox="0 0 5 5"
      aria-hidden
      sx={{ width: size, height: size, borderRadius: '50%', bgcolor: 'grey.100', flexShrink: 0 }}
    >
      {cells.flatMap((row, y) =>
        row.map((filled, x) =>
          filled ? (
            <rect key={`${x}-${y}`} x={x} y={y} width={1} height={1} fill={avatarColor(account)} />
          ) : null,
        ),
      )}
    </Box>
  )
}
