import { Link } from '@/components/ui/link.tsx'
import { Typography, type TypographyProps } from '@/components/ui/typography.tsx'
import { textSegments } from '@portal/chain/governance/text-links'
import { getNetwork } from '@/config/network.ts'
import styles from './linked-text.module.css'

/**
 * Untrusted chain text shown as text: line breaks kept, http(s) addresses and IPFS document hashes as
 * links that open in a new tab without the portal as opener or referrer. Markup stays visible text.
 */
export function LinkedText({
  text,
  className,
  ...props
}: { text: string } & Omit<TypographyProps, 'children'>) {
  const segments = textSegments(text, getNetwork().ipfsGatewayUrl)
  return (
    <Typography {...props} className={className ? `${styles.text} ${className}` : styles.text}>
      {segments.map((segment, index) =>
        segment.kind === 'link' ? (
          <Link key={index} href={segment.href} target="_blank" rel="noopener noreferrer">
            {segment.text}
          </Link>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </Typography>
  )
}
