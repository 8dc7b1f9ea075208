import { Avatar } from '@/components/ui/avatar.tsx'

/** An app's image when its address is http(s); otherwise (or while missing) the first letter of its name. */
export function AppImage({ name, imageUrl, size = 40 }: { name: string; imageUrl: string; size?: number }) {
  const safe = /^https?:\/\//i.test(imageUrl) ? imageUrl : undefined
  return (
    <Avatar
      src={safe}
      alt={`${name} logo`}
      variant="rounded"
      style={{ width: size, height: size }}
      slotProps={{ img: { referrerPolicy: 'no-referrer' } }}
    >
      {name.slice(0, 1).toUpperCase()}
    </Avatar>
  )
}

/** A link to an app's site: only http(s), opened without handing it this page. */
export function isWebAddress(url: string): boolean {
  return /^https?:\/\//i.test(url)
}
