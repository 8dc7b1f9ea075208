// Attributes the build writes into the portal's HTML for the client to find (no imports: the build's
// plugins read this file too).

/** On `#root` when it holds a page the build prerendered (vite-plugins/prerender-pages.ts, start.tsx). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered'

/**
 * On each link the route-preload script adds (vite-plugins/route-preload.ts, start.tsx): a chunk of
 * the page the address opens, the page's own first and what it imports after it.
 */
export const PAGE_CHUNK_ATTRIBUTE = 'data-page-chunk'
