// The markdown renderer's first stage (markdown-text.tsx): the HTML and SVG property tables that
// hast-util-to-jsx-runtime reads, built as the module is set up (about half of the renderer's set-up).
export { find, hastToReact, html, svg } from 'property-information'
