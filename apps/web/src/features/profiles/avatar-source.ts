import { ipfsUrl } from '@portal/chain/ipfs'

// A profile's avatar field is free text on chain (at most 64 bytes): an uploaded image's `ipfs://…`
// address, a web address, or anything else. Only the first two become an image; the rest (and an
// empty field) fall back to the avatar drawn locally from the account name.

/** The image address to show for an avatar field, or undefined to draw the generated avatar. */
export function avatarImageUrl(avatar: unknown, gateway: string): string | undefined {
  if (typeof avatar !== 'string') return undefined
  const value = avatar.trim()
  const ipfs = /^(?:ipfs:\/\/|\/ipfs\/)(\w+)$/.exec(value)
  if (ipfs) return ipfsUrl(gateway, ipfs[1])
  const bare = ipfsUrl(gateway, value)
  if (bare) return bare
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined
  } catch {
    return undefined
  }
}
