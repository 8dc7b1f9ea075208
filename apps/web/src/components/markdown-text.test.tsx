import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { MarkdownRenderer } from './markdown-renderer.tsx'
import { isPlainParagraph, PlainParagraph } from './markdown-text.tsx'

afterEach(() => cleanup())

const html = (element: React.JSX.Element) => {
  const { container, unmount } = render(element)
  const markup = container.innerHTML
  unmount()
  return markup
}

describe('plain paragraphs', () => {
  it.each([
    'Votes on every ballot; member of DEMO and GUILD.',
    '  Builds tools for Telos (and tests them), 2024.  ',
    'Email me at someone at example dot org — or not.',
  ])('draws %j exactly as the markdown renderer does, without it', (text) => {
    expect(isPlainParagraph(text)).toBe(true)
    expect(html(<PlainParagraph text={text} testId="bio" label="Bio" />)).toBe(
      html(<MarkdownRenderer text={text} testId="bio" label="Bio" />),
    )
  })

  it.each([
    'Some **bold** text',
    'A _word_',
    '# Heading',
    '- a list item',
    '1. first',
    'two\nlines',
    'see https://example.org',
    'a <b>tag</b>',
    'Tom &amp; Jerry',
    '    indented code',
    '[a link](https://example.org)',
    'x | y',
    `doc QmSJXNfVqseGKu9fiXKGnbDAweWZj7M2ygbWqvyJw3W6TY`,
    '',
  ])('leaves %j to the renderer', (text) => {
    expect(isPlainParagraph(text)).toBe(false)
  })
})
