import { describe, expect, it } from 'vitest'
import { walletLink } from './wallet-link.ts'

describe('walletLink', () => {
  it('opens web and wallet signing-request links', () => {
    expect(walletLink('esr:gmNgZGBY1mTC_')).toBe('esr:gmNgZGBY1mTC_')
    expect(walletLink({ href: 'https://cb.anchor.link/abc' })).toBe('https://cb.anchor.link/abc')
    expect(walletLink('anchor://link')).toBe('anchor://link')
  })

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>x</script>', 'vbscript:x'])(
    'refuses a link that could run code in the portal (%s)',
    (href) => {
      expect(walletLink(href)).toBeUndefined()
      expect(walletLink({ href })).toBeUndefined()
    },
  )

  it('ignores elements without a link', () => {
    expect(walletLink(undefined)).toBeUndefined()
    expect(walletLink({ label: 'x' })).toBeUndefined()
  })
})
