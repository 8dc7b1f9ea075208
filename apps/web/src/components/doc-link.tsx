import { Link } from '@/components/ui/link.tsx'
import { ipfsUrl } from '@portal/chain/ipfs'
import { getNetwork } from '@/config/network.ts'
import styles from './doc-link.module.css'

/** Characters of a value that is not a document hash shown before it is cut with "…". */
const SHOWN_TEXT_LENGTH = 60

/**
 * A link to a document on the IPFS gateway; "—" when there is none. A value that is not a hash is
 * chain data anyone could have written: it is shown as plain text, cut short and wrapping, so a huge
 * or unbroken string cannot push a table off the screen. The whole value stays in the tooltip.
 */
export function DocLink({ hash, label = 'View', name }: { hash: string; label?: string; name?: string }) {
  if (!hash) return <>—</>
  const url = ipfsUrl(getNetwork().ipfsGatewayUrl, hash)
  if (!url) {
    const shown = hash.length > SHOWN_TEXT_LENGTH ? `${hash.slice(0, SHOWN_TEXT_LENGTH)}…` : hash
    return (
      <span title={hash.slice(0, 1000)} className={styles.plainValue}>
        {shown}
      </span>
    )
  }
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={name ? `${label} ${name}` : undefined}
    >
      {label}
    </Link>
  )
}
