import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { prerenderedFile, prerenderedPaths, withPrerenderedRoot } from './prerender-pages.ts'

describe('prerendered pages', () => {
  it('R-READ-27: a guest route without parameters is prerendered; optional segments are left out; `/`, `*`, signed-in and required parameters are not', () => {
    expect(
      prerenderedPaths([
        { path: '/', access: 'guest' },
        { path: '/trails/ballots', access: 'guest' },
        { path: '/trails/elections/:id?/:hash?', access: 'guest' },
        { path: '/profiles/display/:account', access: 'guest' },
        { path: '/tokens', access: 'signed-in' },
        { path: '*', access: 'guest' },
        { path: '/trails/ballots', access: 'guest' },
      ]),
    ).toEqual(['/trails/ballots', '/trails/elections'])
    expect(prerenderedFile('/resolve/cases')).toBe('resolve/cases/index.html')
  })

  it('R-READ-27: the page goes into #root in place of the boot header, marked as prerendered and inert until the portal takes it over, with the head kept', () => {
    const index =
      '<html><head><script type="module" src="/assets/index.js"></script></head><body>\n<div id="root"><div class="boot-header"></div></div>\n</body></html>'
    const page = withPrerenderedRoot(index, '<main><h1>Ballots</h1></main>')
    expect(page).toContain('<script type="module" src="/assets/index.js"></script>')
    expect(page).toContain('<div id="root" data-prerendered inert><main><h1>Ballots</h1></main></div>')
    expect(page).not.toContain('boot-header')
    expect(page.trimEnd().endsWith('</body></html>')).toBe(true)
    expect(() => withPrerenderedRoot('<html><body></body></html>', '<p></p>')).toThrow(/#root|root/)
  })

  it('R-READ-40: a prerendered page keeps index.html’s font probes, all fourteen', () => {
    const index = readFileSync(join(import.meta.dirname, '../index.html'), 'utf8')
    const page = withPrerenderedRoot(index, '<main><h1>Cases</h1></main>')
    expect(page.match(/<span data-font="[\w-]+" hidden>/g)).toHaveLength(14)
    expect(page).toContain('<div class="font-probes" aria-hidden="true">')
  })
})
