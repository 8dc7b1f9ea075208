import { avatarColor, avatarPattern } from '@portal/chain/avatars'
import styles from './account-avatar.module.css'

/** An account's locally drawn identicon (colour and pattern from a hash of the name; decisions.md). Decorative. */
export function AccountAvatar({ account, size = 32 }: { account: string; size?: number }) {
  const cells = avatarPattern(account)
  return (
    <svg
      viewBox="0 0 5 5"
      aria-hidden
      width={size}
      height={size}
      className={styles.avatar}
      style={{ width: size, height: size }}
    >
      {cells.flatMap((row, y) =>
        row.map((filled, x) =>
          filled ? (
            <rect key={`${x}-${y}`} x={x} y={y} width={1} height={1} fill={avatarColor(account)} />
          ) : null,
        ),
      )}
    </svg>
  )
}
