import { gatewayPathHash, ipfsUrl } from '@portal/chain/ipfs'
import { Avatar } from '@/components/ui/avatar.tsx'
import { getNetwork } from '@/config/network.ts'
import { useState } from 'react'

/** True for a logo address the page may load as an image: http(s) only, and not absurdly long. */
export function isImageUrl(url: string): boolean {
  if (url.length > 2048) return false
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:'
  } catch {
    return false
  }
}

/**
 * A token's small logo. Anyone can write a token's logo, so only an http(s) address is loaded, and
 * only as an <img>; a gateway path (`/ipfs/…`) is read from the network's gateway. Anything else (or
 * a broken image) shows the symbol's first letter instead.
 */
export function TokenLogo({ url: logo, code, size = 32 }: { url: string; code: string; size?: number }) {
  const path = gatewayPathHash(logo)
  const url = (path && ipfsUrl(getNetwork().ipfsGatewayUrl, path)) || logo
  // The address that failed to load, so that a new address (typed in a form's preview) is tried again.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null)
  const usable = isImageUrl(url) && brokenUrl !== url
  return (
    <Avatar
      alt={usable ? `${code} logo` : undefined}
      src={usable ? url : undefined}
      slotProps={{
        img: { referrerPolicy: 'no-referrer', loading: 'lazy', onError: () => setBrokenUrl(url) },
      }}
      style={{ width: size, height: size, fontSize: size / 2 }}
    >
      {code.slice(0, 1)}
    </Avatar>
  )
}
