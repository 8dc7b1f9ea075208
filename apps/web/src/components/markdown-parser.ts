// The markdown renderer's second stage (markdown-text.tsx): the markdown parser (micromark's constructs)
// that remark-parse runs, also what the governance diff reads sections with.
export { fromMarkdown } from 'mdast-util-from-markdown'
