import { existsSync } from 'node:fs'
import { join } from 'node:path'

// Only an address made of plain segments can name a prerendered page: anything encoded, dotted or
// doubled is the client router's to resolve, from index.html, and never reaches the file system.
const PLAIN_ADDRESS = /^(?:\/[A-Za-z0-9-]+)+\/?$/

/**
 * The built portal's file for a client address (relative to the build's folder): the page the build
 * prerendered for it (`<address>/index.html`, vite-plugins/prerender-pages.ts) when there is one, else
 * index.html, whose client router resolves every other address.
 */
export function portalPageFile(webDist: string, url: string): string {
  const path = url.split('?')[0] ?? ''
  if (PLAIN_ADDRESS.test(path)) {
    const file = join(path.replace(/\/$/, '').slice(1), 'index.html')
    if (existsSync(join(webDist, file))) return file
  }
  return 'index.html'
}
