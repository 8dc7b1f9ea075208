import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import type { Plugin } from 'vite'

/** What is worth sending compressed: text a browser reads, past a size where headers dominate. */
const COMPRESSIBLE = /\.(js|css|html|svg)$/
const MIN_BYTES = 1024

/**
 * Writes `<file>.br` beside each text file of the build, at brotli's highest quality: a server
 * compressing per request picks a fast, lower quality (the entry chunk went 93 kB instead of 79 kB),
 * and on a phone's link those bytes are the wait for the first page. The devnet sends the `.br` file
 * to a browser that accepts it (@fastify/static's `preCompressed`); static hosts compress themselves.
 * Returns the files written.
 */
export function writeBrotliFiles(dir: string, fileNames: readonly string[]): string[] {
  const written: string[] = []
  for (const fileName of fileNames) {
    if (!COMPRESSIBLE.test(fileName)) continue
    const path = join(dir, fileName)
    const content = readFileSync(path)
    if (content.length < MIN_BYTES) continue
    const compressed = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    })
    // A file that does not shrink is sent as it is.
    if (compressed.length >= content.length) continue
    writeFileSync(`${path}.br`, compressed)
    written.push(`${fileName}.br`)
  }
  return written
}

/** The build's step that writes the `.br` files once every file of the bundle is on disk. */
export function precompress(): Plugin {
  return {
    name: 'portal:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      if (options.dir) writeBrotliFiles(options.dir, Object.keys(bundle))
    },
  }
}
