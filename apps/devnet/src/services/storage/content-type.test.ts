import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { detectContentType, isInlineSafe } from './content-type.ts'
import { newDataDir, removeDataDir } from './test-server.ts'

const dir = newDataDir()
afterAll(() => removeDataDir(dir))

let counter = 0
function fileWith(bytes: Uint8Array | string): string {
  const path = join(dir, `file-${counter++}`)
  writeFileSync(path, bytes)
  return path
}

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
])

describe('detectContentType', () => {
  it.each([
    ['a PNG', PNG, 'image/png'],
    ['a JPEG', Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'image/jpeg'],
    ['a GIF', 'GIF89a\x01\x00', 'image/gif'],
    ['a WebP', 'RIFF\x10\x00\x00\x00WEBPVP8 ', 'image/webp'],
    ['a PDF', '%PDF-1.7\n%âãÏÓ\n', 'application/pdf'],
    ['UTF-8 text', 'Claim: the seller never shipped. Größe ✓\r\n', 'text/plain; charset=utf-8'],
    ['an HTML page', '<!doctype html><script>alert(document.cookie)</script>', 'text/plain; charset=utf-8'],
    [
      'an SVG image (it can carry script)',
      '<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>',
      'text/plain; charset=utf-8',
    ],
    ['bytes that are not UTF-8', Uint8Array.from([0x61, 0xc3, 0x28, 0x62]), 'application/octet-stream'],
    ['text with NUL bytes', 'abc\u0000def', 'application/octet-stream'],
  ])('detects %s', async (_name, bytes, expected) => {
    expect(await detectContentType(fileWith(bytes))).toBe(expected)
  })

  it('only lets images, PDF and plain text be shown inline', () => {
    expect(isInlineSafe('image/png')).toBe(true)
    expect(isInlineSafe('text/plain; charset=utf-8')).toBe(true)
    expect(isInlineSafe('application/octet-stream')).toBe(false)
    expect(isInlineSafe('text/html')).toBe(false)
    expect(isInlineSafe('image/svg+xml')).toBe(false)
  })
})
