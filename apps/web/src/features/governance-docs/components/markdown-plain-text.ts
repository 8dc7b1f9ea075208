import { fromMarkdown } from 'mdast-util-from-markdown'
import { toString } from 'mdast-util-to-string'
import type { Nodes, Parent } from 'mdast'

// A governance section is markdown; its change is compared as the words a reader sees, so the diff
// never shows `========` underlines or `*emphasis*` markers. Blocks (headings, paragraphs, list items,
// table rows) keep a line each so the diff keeps the text's shape.

const LEAF_BLOCKS = new Set(['heading', 'paragraph', 'code', 'html', 'tableRow', 'thematicBreak'])

function blocks(node: Nodes, lines: string[]): void {
  if (node.type === 'thematicBreak') return
  if (LEAF_BLOCKS.has(node.type)) {
    const text =
      node.type === 'tableRow' ? node.children.map((cell) => toString(cell)).join(' | ') : toString(node)
    if (text.trim() !== '') lines.push(text)
    return
  }
  if ('children' in node) for (const child of (node as Parent).children) blocks(child as Nodes, lines)
}

// Each version of a section is compared twice (with the one before it and the one after), and a
// refresh renders every diff again: parsing markdown is the costly part, so each text is parsed once.
const MAX_REMEMBERED = 64
const remembered = new Map<string, string>()

/** The text a reader sees in `markdown`, one block per paragraph (blank line between). */
export function markdownPlainText(markdown: string): string {
  const known = remembered.get(markdown)
  if (known !== undefined) return known
  const lines: string[] = []
  blocks(fromMarkdown(markdown), lines)
  const text = lines.join('\n\n')
  if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value ?? '')
  remembered.set(markdown, text)
  return text
}
