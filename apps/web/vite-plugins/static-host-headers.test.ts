// @vitest-environment node
import type { Plugin, UserConfig } from 'vite'
import { describe, expect, it } from 'vitest'
import config from '../vite.config.ts'

/** Runs the build's `_headers` step as `vite build` does and returns the file it emits. */
async function emittedHeadersFile(): Promise<string> {
  const plugins = ((config as UserConfig).plugins ?? []).flat() as Plugin[]
  const plugin = plugins.find((candidate) => candidate?.name === 'portal:static-host-headers')
  if (!plugin || typeof plugin.generateBundle !== 'function') throw new Error('no _headers plugin')
  const emitted: { fileName?: string; source?: unknown }[] = []
  const context = { emitFile: (file: { fileName?: string; source?: unknown }) => emitted.push(file) }
  await (plugin.generateBundle as (...args: unknown[]) => unknown).call(context, {}, {}, false)
  const file = emitted.find((entry) => entry.fileName === '_headers')
  if (typeof file?.source !== 'string') throw new Error('the build emitted no _headers')
  return file.source
}

describe('dist/_headers for static hosts', () => {
  it('sends Strict-Transport-Security for a year, subdomains included, beside the CSP', async () => {
    const lines = (await emittedHeadersFile()).split('\n')
    expect(lines[0]).toBe('/*')
    expect(lines).toContain('  Strict-Transport-Security: max-age=31536000; includeSubDomains')
    expect(lines.some((line) => line.startsWith('  Content-Security-Policy: '))).toBe(true)
  })
})
