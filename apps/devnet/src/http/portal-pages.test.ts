import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { portalPageFile } from './portal-pages.ts'

const dist = mkdtempSync(join(tmpdir(), 'portal-pages-'))
writeFileSync(join(dist, 'index.html'), '<div id="root"></div>')
mkdirSync(join(dist, 'trails', 'ballots'), { recursive: true })
writeFileSync(join(dist, 'trails', 'ballots', 'index.html'), '<div id="root" data-prerendered></div>')
// A file beside the build that no address may reach.
writeFileSync(join(dist, '..', 'portal-pages-secret.html'), 'secret')
afterAll(() => {
  rmSync(dist, { recursive: true, force: true })
  rmSync(join(dist, '..', 'portal-pages-secret.html'), { force: true })
})

describe('the portal page for an address', () => {
  it('R-READ-27: a plain address with a prerendered page gets it, with or without a slash or a query', () => {
    expect(portalPageFile(dist, '/trails/ballots')).toBe(join('trails', 'ballots', 'index.html'))
    expect(portalPageFile(dist, '/trails/ballots/')).toBe(join('trails', 'ballots', 'index.html'))
    expect(portalPageFile(dist, '/trails/ballots?status=active')).toBe(
      join('trails', 'ballots', 'index.html'),
    )
  })

  it('R-READ-27: any other address, spelling or escape gets index.html and never leaves the build', () => {
    for (const url of [
      '/',
      '/trails/elections',
      '/trails',
      '/trails/ballot/artcontest',
      '/trails/%62allots',
      '/trails/ballots%2F',
      '/trails//ballots',
      '/trails/./ballots',
      '/../portal-pages-secret.html',
      '/%2e%2e/portal-pages-secret',
      '/..%2fportal-pages-secret',
      '/trails/ballots/index.html',
    ])
      expect(portalPageFile(dist, url), url).toBe('index.html')
  })
})
