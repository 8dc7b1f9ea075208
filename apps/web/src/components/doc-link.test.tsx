import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { DocLink } from './doc-link.tsx'

afterEach(cleanup)

const HASH = 'QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG'

describe('DocLink', () => {
  it('links a document hash to the gateway in a new tab', () => {
    render(<DocLink hash={HASH} name="claim 0" />)
    const link = screen.getByRole('link', { name: 'View claim 0' })
    expect(link.getAttribute('href')).toMatch(new RegExp(`/ipfs/${HASH}$`))
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('shows hostile or huge chain text as short plain text, never as a link or markup', () => {
    const { container } = render(
      <>
        <DocLink hash={`javascript:alert(1)//${'x'.repeat(6000)}`} />
        <DocLink hash={'<img src=x onerror=alert(1)>'} />
      </>,
    )
    expect(screen.queryAllByRole('link')).toHaveLength(0)
    expect(container.querySelector('img')).toBeNull()
    const [first, second] = container.querySelectorAll('span')
    expect(first?.textContent?.length).toBeLessThanOrEqual(61)
    expect(first?.textContent?.endsWith('…')).toBe(true)
    expect(second?.textContent).toBe('<img src=x onerror=alert(1)>')
  })

  it('shows a dash when there is no document', () => {
    render(<DocLink hash="" />)
    expect(screen.getByText('—')).toBeTruthy()
  })
})
