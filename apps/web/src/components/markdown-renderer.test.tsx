import { cleanup, render, screen } from '@testing-library/react'
import fc from 'fast-check'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { MarkdownBlock, MarkdownRenderer, markdownBlocks } from './markdown-renderer.tsx'

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

  // Lines of the kinds a document mixes: the constructs whose extent crosses lines or blank lines.
  const line = fc.oneof(
    fc.constantFrom(
      '',
      '',
      'Plain words with **bold** and `code`.',
      'Jurisdiction',
      '============',
      '---',
      '# Heading',
      '### Third',
      '- item',
      '  - nested item',
      '1. first',
      '3. third',
      '   continued item text',
      '    indented code',
      '```',
      '> quoted',
      '> > deeper',
      'lazy continuation',
      '<div>raw html</div>',
      '* star item',
      `see ${HASH} and https://example.org/a`,
      '~~~',
      '<!-- note',
      '-->',
      '\t- tab item',
      '2) paren item',
      '>',
      '- ',
      '***',
      ' > spaced quote',
      '| a | b |',
    ),
    fc.string({ maxLength: 12 }),
  )

  it('R-READ-31: a text rendered block by block is the text rendered whole, for every mix of blocks', () => {
    const normal = (html: string) => html.replace(/>\s+</g, '><')
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const text = lines.join('\n')
        const blocks = renderToStaticMarkup(<MarkdownRenderer text={text} headingStart={3} />)
        const whole = renderToStaticMarkup(
          <div className="markdown">
            <MarkdownBlock text={text} headingStart={3} />
          </div>,
        )
        expect(normal(blocks).replace(/^<div class="[^"]*">/, '<div class="markdown">')).toBe(normal(whole))
      }),
      { numRuns: 500 },
    )
  })

  it('R-READ-31: splits a document at its top-level blocks, and keeps a text with a link reference whole', () => {
    expect(
      markdownBlocks('Title\n=====\n\npara one\nstill one\n\n- a\n\n- b\n\n```\ncode\n\nmore\n```'),
    ).toEqual(['Title\n=====', 'para one\nstill one', '- a\n\n- b', '```\ncode\n\nmore\n```'])
    const referring = 'See [the rules][rules].\n\n[rules]: https://example.org/rules'
    expect(markdownBlocks(referring)).toEqual([referring])
  })
})
