// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, constants, brotliCompressSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { writeBrotliFiles } from './precompress.ts'

let dir: string | undefined
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
})

describe('brotli files beside the build', () => {
  it('writes a .br of each script, stylesheet and page that decodes to the same bytes, smaller than fast brotli', () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'))
    // Text with the repetition a minified bundle has.
    const script = Array.from({ length: 3000 }, (_, i) => `function f${i % 97}(a){return a+${i}}`).join(';')
    writeFileSync(join(dir, 'entry.js'), script)
    writeFileSync(join(dir, 'style.css'), '.a{color:red}'.repeat(400))
    writeFileSync(join(dir, 'index.html'), `<!doctype html><p>${'portal '.repeat(300)}</p>`)
    writeFileSync(join(dir, 'tiny.js'), 'export const tiny = 1')
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify({ files: 'x'.repeat(5000) }))

    const written = writeBrotliFiles(dir, ['entry.js', 'style.css', 'index.html', 'tiny.js', 'manifest.json'])

    expect(written.sort()).toEqual(['entry.js.br', 'index.html.br', 'style.css.br'])
    for (const name of ['entry.js', 'style.css', 'index.html'])
      expect(
        brotliDecompressSync(readFileSync(join(dir, `${name}.br`))).equals(readFileSync(join(dir, name))),
      ).toBe(true)
    // Below a kilobyte the headers outweigh the saving; JSON is not served to browsers.
    expect(existsSync(join(dir, 'tiny.js.br'))).toBe(false)
    expect(existsSync(join(dir, 'manifest.json.br'))).toBe(false)
    const fast = brotliCompressSync(Buffer.from(script), { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    expect(readFileSync(join(dir, 'entry.js.br')).length).toBeLessThan(fast.length)
  })
})
