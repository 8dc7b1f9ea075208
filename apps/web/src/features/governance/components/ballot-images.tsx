import type { CSSProperties } from 'react'
import { contentUrl } from '@portal/chain/governance/ballot-content'
import { getNetwork } from '@/config/network.ts'
import styles from './ballot-images.module.css'

/** The ballot's (or an option's) pictures: http(s) and IPFS addresses only, nothing else is loaded. */
export function BallotImages({
  urls,
  label,
  size = 200,
  className,
}: {
  urls: readonly string[]
  label: string
  size?: number
  /** Outer spacing, which depends on where the pictures sit. */
  className?: string
}) {
  const gateway = getNetwork().ipfsGatewayUrl
  const images = urls.map((url) => contentUrl(url, gateway)).filter((url): url is string => url !== undefined)
  if (images.length === 0) return null
  return (
    <div
      role="list"
      aria-label={label}
      className={className ? `${styles.images} ${className}` : styles.images}
    >
      {images.map((src, index) => (
        <div role="listitem" key={src}>
          <img
            src={src}
            alt={`${label} ${index + 1} of ${images.length}`}
            loading="lazy"
            referrerPolicy="no-referrer"
            className={styles.image}
            // The size is the caller's (a ballot's pictures are larger than an option's).
            style={{ '--size': `${size}px` } as CSSProperties}
          />
        </div>
      ))}
    </div>
  )
}
