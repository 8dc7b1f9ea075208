import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderToString } from 'react-dom/server'
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router'
import type { Network } from '@portal/chain/networks'
import { setNetwork } from '@/config/network.ts'
import { PortalRouter, startFirstPage } from './router.tsx'

/**
 * The build's render of a page (vite-plugins/prerender-pages.ts, in Node): the frame and the page at
 * `path` as a guest first sees them, with no data yet, by the same tree as the browser's (App, with a
 * memory history), which hydrates it (app/start.tsx). The queries stay pending (a server render starts
 * no fetch) and effects do not run, so nothing read from a chain or a service gets into the HTML.
 */
export async function prerender(path: string, network: Network): Promise<string> {
  setNetwork(network)
  // The page's code is here before the render, as in the browser when it draws over this HTML.
  await startFirstPage(path)
  const html = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <PortalRouter history={createMemoryHistory({ initialEntries: [path], v5Compat: true })} />
    </QueryClientProvider>,
  )
  // A render that threw leaves React's marker for "render this on the client" in place of the page.
  if (html.includes('<!--$!-->')) {
    const reason = /data-msg="([^"]*)"/.exec(html)?.[1] ?? 'unknown error'
    throw new Error(`Prerendering ${path} failed: ${reason}`)
  }
  return html
}
