import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { createServer, type Plugin } from 'vite'
import type { Network } from '../../../packages/chain/src/networks.ts'
import { PRERENDERED_ATTRIBUTE } from '../src/app/html-marks.ts'
import { writeBrotliFiles } from './precompress.ts'

/** A route of `src/app/routes.json` as far as prerendering goes. */
type RouteRow = { path: string; access: string }

/**
 * The addresses to prerender: each route a guest may open whose address needs no parameter (its
 * optional segments left out). `/` is left out: index.html is also every other address's page (the
 * SPA fallback), so it stays the bare shell, and `/` sends the visitor on to another page anyway.
 * Signed-in pages are left out too: hydrated as drawn without a session, they re-render with it in one
 * blocking pass (the session is an external store), and on the calibrated bench that long task cost
 * more (TBT up to 230 ms) than the earlier paint gained (issue 41).
 */
export function prerenderedPaths(routes: readonly RouteRow[]): string[] {
  const paths = new Set<string>()
  for (const { path, access } of routes) {
    if (access !== 'guest' || path.includes('*')) continue
    const segments = path.split('/').filter((segment) => segment !== '' && !/^:\w+\?$/.test(segment))
    if (segments.length === 0 || segments.some((segment) => segment.startsWith(':'))) continue
    paths.add(`/${segments.join('/')}`)
  }
  return [...paths]
}

/** The file a prerendered address is written to, under the build's folder: `<address>/index.html`. */
export function prerenderedFile(path: string): string {
  return `${path.slice(1)}/index.html`
}

/**
 * index.html with `html` (a page's first render) in `#root`, in place of the boot header. The root is
 * `inert` until the portal takes it over (app/start.tsx): until then its buttons, links and fields
 * would look ready and do nothing, so they take no click, focus or typing, and assistive technology
 * skips them, as it skipped the boot header.
 */
export function withPrerenderedRoot(indexHtml: string, html: string): string {
  const start = indexHtml.indexOf('<div id="root">')
  const end = indexHtml.lastIndexOf('</body>')
  if (start < 0 || end < start) throw new Error('index.html has no <div id="root"> before </body>')
  const root = `<div id="root" ${PRERENDERED_ATTRIBUTE} inert>${html}</div>`
  return `${indexHtml.slice(0, start)}${root}\n  ${indexHtml.slice(end)}`
}

type PrerenderModule = { prerender(path: string, network: Network): Promise<string> }

/**
 * Writes, beside index.html, each guest page's first render as the page's own HTML file: the frame, the
 * page's heading and intro and its loading states, drawn by the portal's own components in Node
 * (src/app/prerender.tsx, loaded through Vite's module runner with this build's configuration, so the
 * class names are the build's). A phone paints the page's words with the stylesheet, before the
 * JavaScript it would otherwise wait for (its largest paint was the intro's text, 1.6–3.4 s of render
 * delay at Lighthouse's mobile throttling, issue 41); the client then hydrates it (app/start.tsx).
 * Nothing read from a chain or a service is in these files: the prerender makes no request.
 */
export function prerenderPages(routesFile: string, network: Network): Plugin {
  let configFile: string | undefined
  let root = ''
  return {
    name: 'portal:prerender-pages',
    apply: 'build',
    configResolved(config) {
      configFile = config.configFile
      root = config.root
    },
    async writeBundle(options) {
      const dir = options.dir
      if (!dir) return
      const indexHtml = readFileSync(join(dir, 'index.html'), 'utf8')
      const paths = prerenderedPaths(JSON.parse(readFileSync(routesFile, 'utf8')) as RouteRow[])
      const server = await createServer({
        configFile,
        root,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      })
      try {
        const { prerender } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as PrerenderModule
        const written: string[] = []
        for (const path of paths) {
          const html = await prerender(path, network)
          const file = prerenderedFile(path)
          mkdirSync(dirname(join(dir, file)), { recursive: true })
          writeFileSync(join(dir, file), withPrerenderedRoot(indexHtml, html))
          written.push(file)
        }
        writeBrotliFiles(dir, written)
      } finally {
        await server.close()
      }
    },
  }
}
