import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { MarkdownRenderer } from './markdown-renderer.tsx'

afterEach(cleanup)

const HASH = 'QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG'

const show = (text: string) => render(<MarkdownRenderer text={text} label="Text" />).container

describe('MarkdownRenderer (untrusted markdown)', () => {
  it('renders the markdown of a text that also holds HTML, and shows the HTML as text', () => {
    const root = show(`## Heading\n\nSome **bold** words <img src=x onerror="window.__hostile=1"> here.`)
    expect(screen.getByRole('heading', { level: 4, name: 'Heading' })).toBeTruthy()
    expect(root.querySelector('strong')?.textContent).toBe('bold')
    expect(root.textContent).toContain('<img src=x onerror="window.__hostile=1">')
    expect(root.querySelector('img')).toBeNull()
  })

  it('never makes script, iframe, image or event-handler elements from hostile input', () => {
    const root = show(
      [
        '<script>window.__hostile = 1</script>',
        '',
        '<iframe src="https://evil.example"></iframe>',
        '',
        '<div onclick="window.__hostile = 2">click</div>',
        '',
        '![pixel](https://tracker.example/p.png)',
        '',
        '<svg onload="window.__hostile = 3"><script>window.__hostile = 4</script></svg>',
      ].join('\n'),
    )
    expect(root.querySelectorAll('script, iframe, img, svg, div[onclick]')).toHaveLength(0)
    expect([...root.querySelectorAll('*')].flatMap((node) => node.getAttributeNames())).not.toContain(
      'onclick',
    )
    expect(root.textContent).toContain('<script>window.__hostile = 1</script>')
    expect(root.textContent).toContain('pixel')
  })

  it('links only http(s), in a new tab without opener or referrer; javascript: and data: stay text', () => {
    show(
      [
        '[Claim your prize](javascript:window.__hostile=1)',
        '[data](data:text/html,<script>alert(1)</script>)',
        '[Telos](https://www.telos.net/)',
        `Rules: ${HASH} and http://example.org/a.`,
      ].join('\n\n'),
    )
    const links = screen.getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.telos.net/',
      expect.stringMatching(new RegExp(`/ipfs/${HASH}$`)),
      'http://example.org/a',
    ])
    for (const link of links) {
      expect(link.getAttribute('rel')).toBe('noopener noreferrer')
      expect(link.getAttribute('target')).toBe('_blank')
    }
    expect(screen.getByText('Claim your prize').closest('a')).toBeNull()
  })

  it('places the text’s headings under the page’s', () => {
    render(<MarkdownRenderer text={'# One\n\n## Two'} headingStart={2} />)
    expect(screen.getByRole('heading', { level: 2, name: 'One' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 3, name: 'Two' })).toBeTruthy()
  })
})
