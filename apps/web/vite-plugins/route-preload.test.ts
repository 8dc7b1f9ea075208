import { join } from 'node:path'
import { PAGE_CHUNK_ATTRIBUTE } from '../src/app/html-marks.ts'
import { describe, expect, it } from 'vitest'
import type { Plugin, Rollup } from 'vite'
import { pathPattern, preloadScript, routePreload, routeSources } from './route-preload.ts'

const matches = (path: string, pathname: string) => new RegExp(pathPattern(path)).test(pathname)

describe('route preload', () => {
  it('reads every route of the route table with its page module', () => {
    const routes = routeSources(join(import.meta.dirname, '../src/app/routes.json'))
    expect(routes.length).toBeGreaterThan(30)
    expect(routes).toContainEqual({
      path: '/resolve/case/:id',
      module: 'routes/resolve/resolve-case-page.tsx',
    })
    expect(routes.at(-1)?.path).toBe('*')
  })

  it('matches addresses as React Router does: a parameter is one segment, `?` makes it optional', () => {
    expect(matches('/', '/')).toBe(true)
    expect(matches('/', '/trails')).toBe(false)
    expect(matches('/resolve/case/:id', '/resolve/case/3')).toBe(true)
    expect(matches('/resolve/case/:id', '/resolve/case/')).toBe(false)
    expect(matches('/resolve/case/:id', '/resolve/case/3/4')).toBe(false)
    expect(matches('/trails/ballot/:id?/:hash?', '/trails/ballot')).toBe(true)
    expect(matches('/trails/ballot/:id?/:hash?', '/trails/ballot/artcontest/abc')).toBe(true)
    expect(matches('/trails/ballot/:id?/:hash?', '/trails/ballots')).toBe(false)
    expect(matches('/trails/ballots', '/trails/ballots/')).toBe(true)
    expect(matches('/a.b', '/aXb')).toBe(false)
    expect(matches('*', '/anything/at/all')).toBe(true)
  })

  it('names route parameters, so a first read can use them', () => {
    expect(new RegExp(pathPattern('/resolve/case/:id')).exec('/resolve/case/3')?.groups).toEqual({ id: '3' })
    expect(new RegExp(pathPattern('/trails/ballot/:id?/:hash?')).exec('/trails/ballot/x')?.groups).toEqual({
      id: 'x',
      hash: undefined,
    })
  })

  it('sends the first reads of the page the address opens, with sorted keys, and none with a bad parameter', () => {
    const script = preloadScript(
      [
        ['^/a/?$', ['assets/a.js'], [{ table: 'one', code: 'c', json: true }]],
        [pathPattern('/case/:id'), ['assets/b.js'], [{ scope: '{id}', table: 'two' }, { table: 'three' }]],
      ],
      { chainUrl: 'https://chain.example', reads: {}, params: { id: '^\\d+$' } },
    )
    const run = (pathname: string) => {
      const sent: { url: string; body: string }[] = []
      const window: { __portalFirstReads?: Record<string, unknown> } = {}
      const document = {
        createElement: () => ({ setAttribute: () => undefined }),
        head: { appendChild: () => undefined },
      }
      const fetch = (url: string, init: { body: string }) => {
        sent.push({ url, body: init.body })
        return Promise.resolve(url)
      }
      new Function('window', 'document', 'location', 'fetch', 'setTimeout', script)(
        window,
        document,
        { pathname, origin: 'http://page' },
        fetch,
        () => undefined,
      )
      return { sent, keys: Object.keys(window.__portalFirstReads ?? {}) }
    }
    expect(run('/a').sent).toEqual([
      {
        url: 'https://chain.example/v1/chain/get_table_rows',
        body: '{"code":"c","json":true,"table":"one"}',
      },
    ])
    expect(run('/a').keys).toEqual([
      'POST https://chain.example/v1/chain/get_table_rows {"code":"c","json":true,"table":"one"}',
    ])
    expect(run('/case/42').sent.map((entry) => entry.body)).toEqual([
      '{"scope":"42","table":"two"}',
      '{"table":"three"}',
    ])
    expect(run('/case/%3Cb%3E').sent.map((entry) => entry.body)).toEqual(['{"table":"three"}'])
    expect(run('/case/%E0%A4%A').sent.map((entry) => entry.body)).toEqual(['{"table":"three"}'])
    expect(run('/elsewhere').sent).toEqual([])
  })

  it('R-READ-28: preloads the chunks of the route a page sends its visitor on to, with its own, on that route only, each marked as the page’s', async () => {
    const routeTable = join(import.meta.dirname, '../src/app/routes.json')
    const plugin = routePreload(routeTable, () =>
      Promise.resolve({
        chainUrl: null,
        reads: {},
        params: {},
        followUps: { '/': '/trails/elections/:id?/:hash?' },
      }),
    ) as Plugin & {
      buildStart: () => Promise<void>
      generateBundle: (this: unknown, options: unknown, bundle: Rollup.OutputBundle) => void
    }
    await plugin.buildStart()
    // One chunk per page module, all on the entry's shared chunk; two pages with a chunk of their own.
    const chunk = (fileName: string, module: string | null, imports: string[], isEntry = false) =>
      ({
        type: 'chunk',
        fileName,
        facadeModuleId: module && `/app/src/app/${module}`,
        imports,
        isEntry,
      }) as const
    const own: Record<string, string[]> = {
      'routes/trails/ballots-page.tsx': ['assets/ballot-list.js'],
      'routes/trails/elections-page.tsx': ['assets/election-cards.js'],
    }
    const fileOf = (module: string) => `assets/${module.replace(/\W/g, '-')}.js`
    const chunks = [
      chunk('assets/index.js', null, ['assets/web.js'], true),
      chunk('assets/web.js', null, []),
      chunk('assets/ballot-list.js', null, ['assets/web.js']),
      chunk('assets/election-cards.js', null, ['assets/web.js']),
      ...[...new Set(routeSources(routeTable).map((route) => route.module))].map((module) =>
        chunk(fileOf(module), module, ['assets/web.js', ...(own[module] ?? [])]),
      ),
    ]
    let script = ''
    const context = {
      error: (message: string) => {
        throw new Error(message)
      },
      emitFile: (file: { name?: string; source: string }) => {
        if (file.name === 'route-preload.js') script = file.source
        return 'ref'
      },
      getFileName: () => 'assets/route-preload.js',
    }
    plugin.generateBundle.call(context, {}, Object.fromEntries(chunks.map((c) => [c.fileName, c])) as never)
    const preloaded = (pathname: string) => {
      const links: { href?: string; marks: Record<string, string> }[] = []
      const document = {
        createElement: () => {
          const marks: Record<string, string> = {}
          return { marks, setAttribute: (name: string, value: string) => (marks[name] = value) }
        },
        head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
      }
      const later = (next: (indexes: number[]) => void, _ms: number, indexes: number[]) => next(indexes)
      new Function('window', 'document', 'location', 'fetch', 'setTimeout', script)(
        {},
        document,
        { pathname, origin: 'http://page' },
        undefined,
        later,
      )
      // Each is marked as the page's, for the client to set up one per task (src/app/start.tsx).
      for (const link of links) expect(link.marks).toEqual({ [PAGE_CHUNK_ATTRIBUTE]: '' })
      return links.map((link) => link.href)
    }
    const ballots = fileOf('routes/trails/ballots-page.tsx')
    const landing = fileOf('routes/trails/landing-page.tsx')
    const elections = fileOf('routes/trails/elections-page.tsx')
    expect(preloaded('/')).toEqual([`/${landing}`, `/${elections}`, '/assets/election-cards.js'])
    expect(preloaded('/trails/ballots')).toEqual([`/${ballots}`, '/assets/ballot-list.js'])
  })
})
