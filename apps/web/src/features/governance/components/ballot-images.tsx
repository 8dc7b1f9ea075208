import Box from '@mui/material/Box'
import { contentUrl } from '@portal/chain/governance/ballot-content'
import { getNetwork } from '@/config/network.ts'

/** The ballot's (or an option's) pictures: http(s) and IPFS addresses only, nothing else is loaded. */
export function BallotImages({
  urls,
  label,
  size = 200,
}: {
  urls: readonly string[]
  label: string
  size?: number
}) {
  const gateway = getNetwork().ipfsGatewayUrl
  const images = urls.map((url) => contentUrl(url, gateway)).filter((url): url is string => url !== undefined)
  if (images.length === 0) return null
  return (
    <Box role="list" aria-label={label} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1 }}>
      {images.map((src, index) => (
        <Box role="listitem" key={src}>
          <Box
            component="img"
            src={src}
            alt={`${label} ${index + 1} of ${images.length}`}
            loading="lazy"
            referrerPolicy="no-referrer"
            sx={{ width: size, maxWidth: '100%', height: size * 0.66, objectFit: 'cover', borderRadius: 1 }}
          />
        </Box>
      ))}
    </Box>
  )
}
