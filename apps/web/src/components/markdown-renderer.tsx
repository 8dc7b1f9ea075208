import { Link } from '@/components/ui/link.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import type { ElementContent, Root as HastRoot } from 'hast'
import type { Root as MdastRoot, RootContent as MdastContent } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import { memo, useMemo, type ReactNode } from 'react'
import Markdown, { type Components } from 'react-markdown'
import rehypeSanitize from 'rehype-sanitize'
import { textSegments } from '@portal/chain/governance/text-links'
import { getNetwork } from '@/config/network.ts'
import styles from './markdown-renderer.module.css'

// The portal's one renderer of untrusted markdown (ballot descriptions, bios, governance documents,
// the ballot form's preview). Markup the author wrote as raw HTML is shown as the text it is and never
// interpreted; rehype-sanitize then strips whatever unsafe attribute or scheme is left. Links open only
// for http(s), in a new tab without opener or referrer; bare web addresses and IPFS document hashes
// become such links. Images are not loaded (a text cannot make the reader's browser fetch from a third
// party): their alt text stands in. Its own chunk: react-markdown and its parsers are about 36 kB gzipped.

/** Elements whose text is not searched for addresses. */
const NO_LINKS_INSIDE = new Set(['a', 'code', 'pre'])

type MdastParent = { type: string; children: MdastContent[] }

/** Raw HTML becomes literal text: inline as a text node, a block of it as a paragraph of text. */
function remarkHtmlAsText() {
  const walk = (parent: MdastParent) => {
    parent.children = parent.children.map((child): MdastContent => {
      if (child.type === 'html') {
        const text = { type: 'text' as const, value: child.value }
        return parent.type === 'paragraph' || parent.type === 'heading' || 'value' in parent
          ? text
          : { type: 'paragraph', children: [text] }
      }
      if ('children' in child) walk(child as MdastParent)
      return child
    })
  }
  return (tree: MdastRoot) => walk(tree as MdastParent)
}

/** Web addresses and IPFS hashes in plain text become links (to the network's gateway for hashes). */
function rehypeLinkText() {
  const gateway = getNetwork().ipfsGatewayUrl
  const walk = (children: ElementContent[]): ElementContent[] =>
    children.flatMap((child): ElementContent[] => {
      if (child.type === 'element') {
        if (!NO_LINKS_INSIDE.has(child.tagName)) child.children = walk(child.children)
        return [child]
      }
      if (child.type !== 'text') return [child]
      const segments = textSegments(child.value, gateway)
      if (!segments.some((segment) => segment.kind === 'link')) return [child]
      return segments.map((segment) =>
        segment.kind === 'link'
          ? {
              type: 'element',
              tagName: 'a',
              properties: { href: segment.href },
              children: [{ type: 'text', value: segment.text }],
            }
          : { type: 'text', value: segment.text },
      )
    })
  return (tree: HastRoot) => {
    tree.children = tree.children.map((child) =>
      child.type === 'element' ? { ...child, children: walk(child.children) } : child,
    )
  }
}

const isHttp = (href: unknown): href is string => {
  if (typeof href !== 'string') return false
  try {
    const { protocol } = new URL(href)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

/** A heading of the text, placed `start - 1` levels under the page's own (h1 of the text → h`start`). */
function heading(level: number, start: number) {
  const shifted = Math.min(6, level + start - 1)
  const tag = `h${shifted}` as 'h3'
  const variant = shifted <= 3 ? 'h6' : shifted === 4 ? 'subtitle1' : 'subtitle2'
  return function Heading({ children }: { children?: ReactNode }) {
    return (
      <Typography component={tag} variant={variant} className={styles.heading}>
        {children}
      </Typography>
    )
  }
}

const componentsByStart = new Map<number, Components>()

function componentsFor(start: number): Components {
  const known = componentsByStart.get(start)
  if (known) return known
  const components: Components = {
    a: ({ href, children }) =>
      isHttp(href) ? (
        <Link href={href} target="_blank" rel="noopener noreferrer">
          {children}
        </Link>
      ) : (
        <span>{children}</span>
      ),
    img: ({ alt }) => <span>{alt ?? ''}</span>,
    h1: heading(1, start),
    h2: heading(2, start),
    h3: heading(3, start),
    h4: heading(4, start),
    h5: heading(5, start),
    h6: heading(6, start),
  }
  componentsByStart.set(start, components)
  return components
}

/** Props of the markdown renderer. */
export type MarkdownProps = {
  /** Markdown anyone may have written. */
  text: string
  /** Accessible name of the rendered block. */
  label?: string
  /** The level the text's own first-level heading takes on the page (3: under the page's h2). */
  headingStart?: number
  testId?: string
}

/**
 * The text's top-level blocks (paragraphs, headings, lists, quotes, code), each as its own source, so
 * each renders as its own component: a long document then renders in slices the browser can answer
 * between, where one `Markdown` of the whole was one task (about 100 ms at 7× CPU for a governance
 * section, issue 41). A block is rendered alone exactly as within the whole, except where one block
 * refers to another (a link reference or a footnote definition): such a text stays one block.
 */
export function markdownBlocks(text: string): string[] {
  const { children } = fromMarkdown(text)
  if (children.some((node) => node.type === 'definition' || node.type === 'footnoteDefinition')) return [text]
  const blocks: { start: number; end: number; endLine: number; indentedCode: boolean }[] = []
  for (const node of children) {
    const { start, end } = node.position ?? {}
    if (start?.offset === undefined || end?.offset === undefined) return [text]
    const previous = blocks.at(-1)
    // Only a blank line ends what a block's lines mean to the next: without one, a line may continue
    // or interrupt the block before (an ordered list from 3 is a paragraph's text there), so the two
    // are drawn together. The parser reads the block after an indented code block as such a line
    // even across blank lines, so that one stays with it too.
    if (previous && (start.line <= previous.endLine + 1 || previous.indentedCode)) {
      previous.end = end.offset
      previous.endLine = end.line
      previous.indentedCode = isIndentedCode(node, text)
    } else {
      // From the start of the block's first line: its indentation is the block's own (a list's
      // items line up with it, and four spaces make a code block).
      blocks.push({
        start: start.offset - (start.column - 1),
        end: end.offset,
        endLine: end.line,
        indentedCode: isIndentedCode(node, text),
      })
    }
  }
  return blocks.map(({ start, end }) => text.slice(start, end))
}

/** A code block written by indentation, not between fences. */
function isIndentedCode(node: MdastContent, text: string): boolean {
  const offset = node.position?.start.offset ?? 0
  return node.type === 'code' && !/^(?:```|~~~)/.test(text.slice(offset, offset + 3))
}

/** One block of markdown (or a whole text, as one block), rendered as described above. */
export const MarkdownBlock = memo(function MarkdownBlock({
  text,
  headingStart,
}: {
  text: string
  headingStart: number
}) {
  return (
    <Markdown
      remarkPlugins={[remarkHtmlAsText]}
      rehypePlugins={[rehypeLinkText, rehypeSanitize]}
      components={componentsFor(headingStart)}
    >
      {text}
    </Markdown>
  )
})

/** Untrusted markdown, rendered as described above. */
export function MarkdownRenderer({ text, label, headingStart = 3, testId }: MarkdownProps) {
  const blocks = useMemo(() => markdownBlocks(text), [text])
  return (
    <div aria-label={label} data-testid={testId} className={styles.markdown}>
      {blocks.map((block, index) => (
        // A block's place is its identity: an edited text re-renders the blocks whose source changed.
        <MarkdownBlock key={index} text={block} headingStart={headingStart} />
      ))}
    </div>
  )
}
