import { useState } from 'react'
import { clampAvatarSize } from '@portal/chain/avatars'
import { AccountAvatar } from '@/components/account-avatar.tsx'
import { getNetwork } from '@/config/network.ts'
import { avatarImageUrl } from '../avatar-source.ts'
import styles from './profile-avatar.module.css'

/**
 * A profile's avatar at a size clamped to 24–2048 px: the uploaded (or linked) image, or the avatar
 * drawn locally from the account name when there is none or it fails to load.
 */
export function ProfileAvatar({ account, avatar, size }: { account: string; avatar: string; size: number }) {
  const pixels = clampAvatarSize(size)
  const url = avatarImageUrl(avatar, getNetwork().ipfsGatewayUrl)
  const [broken, setBroken] = useState<string | null>(null)
  if (url === undefined || broken === url) return <AccountAvatar account={account} size={pixels} />
  return (
    <img
      src={url}
      alt=""
      referrerPolicy="no-referrer"
      width={pixels}
      height={pixels}
      onError={() => setBroken(url)}
      className={styles.avatar}
      style={{ width: pixels, height: pixels }}
    />
  )
}
