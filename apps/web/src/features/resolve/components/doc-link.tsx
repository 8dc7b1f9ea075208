import Link from '@mui/material/Link'
import { ipfsUrl } from '@portal/chain/ipfs'
import { getNetwork } from '@/config/network.ts'

/** A link to a document on the IPFS gateway; "—" when there is none, the raw text when it is not a hash. */
export function DocLink({ hash, label = 'View', name }: { hash: string; label?: string; name?: string }) {
  if (!hash) return <>—</>
  const url = ipfsUrl(getNetwork().ipfsGatewayUrl, hash)
  if (!url) return <>{hash}</>
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
