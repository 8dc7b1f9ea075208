import Avatar from '@mui/material/Avatar'
import { avatarColor, avatarInitials } from '@portal/chain/avatars'

/** An account's locally drawn avatar (colour and initials from a hash of the name; decisions.md). */
export function AccountAvatar({ account, size = 32 }: { account: string; size?: number }) {
  return (
    <Avatar
      aria-hidden
      sx={{ width: size, height: size, fontSize: size * 0.42, bgcolor: avatarColor(account), color: '#fff' }}
    >
      {avatarInitials(account)}
    </Avatar>
  )
}
