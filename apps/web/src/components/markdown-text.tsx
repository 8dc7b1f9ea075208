import Box from '@mui/material/Box'
import Markdown, { type Components } from 'react-markdown'
import rehypeSanitize from 'rehype-sanitize'

// Untrusted markdown: raw HTML is never rendered (react-markdown skips it, rehype-sanitize strips
// what is left), and links open only for http(s), in a new tab without the opener.

const components: Components = {
  a: ({ href, children }) =>
    typeof href === 'string' && /^https?:\/\//i.test(href) ? (
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  img: ({ alt }) => <span>{alt ?? ''}</span>,
}

/** Markdown from the chain or a form, rendered sanitized. */
export function MarkdownText({ text, label }: { text: string; label?: string }) {
  return (
    <Box
      aria-label={label}
      sx={{ overflowWrap: 'anywhere', '& p': { my: 1 }, '& pre': { overflowX: 'auto' } }}
    >
      <Markdown rehypePlugins={[rehypeSanitize]} components={components}>
        {text}
      </Markdown>
    </Box>
  )
}
