import { join } from 'node:path'
import { PAGE_CHUNK_ATTRIBUTE } from '../src/app/html-marks.ts'
import { describe, expect, it } from 'vitest'
import type { Plugin, Rollup } from 'vite'
import { pathPattern, preloadScript, routePreload, routeSources } from './route-preload.ts'

const matches = (path: string, pathname: string) => new RegExp(pathPattern(path)).test(pathname)

/** Runs the preload script at `pathname` with `fetch`; returns the keys of the reads it kept for the page. */
function runScript(
  script: string,
  pathname: string,
  fetch: (url: string, init?: { body: string }) => unknown,
  setTimeout: (callback: (...args: unknown[]) => void, delay: number, ...args: unknown[]) => void = () =>
    undefined,
) {
  const window: { __portalFirstReads?: Record<string, unknown> } = {}
  const document = {
    createElement: () => ({ setAttribute: () => undefined }),
    head: { appendChild: () => undefined },
  }
  new Function('window', 'document', 'location', 'fetch', 'setTimeout', script)(
    window,
    document,
    { pathname, origin: 'http://page' },
    fetch,
    setTimeout,
  )
  return () => Object.keys(window.__portalFirstReads ?? {})
}

/**
 * Runs the script at `pathname`, with the tasks it queues: what it fetched (address and body), in which
 * task (0 the script's own), and the keys it kept for the page.
 */
function sentAt(script: string, pathname: string) {
  const sent: { url: string; body: string | undefined }[] = []
  const tasks: (() => void)[] = []
  const taskOf: number[] = []
  let task = 0
  const keys = runScript(
    script,
    pathname,
    (url, init) => {
      sent.push({ url, body: init?.body })
      taskOf.push(task)
      return Promise.resolve(url)
    },
    (callback, _delay, ...args) => tasks.push(() => callback(...args)),
  )
  for (let next = tasks.shift(); next; next = tasks.shift()) {
    task += 1
    next()
  }
  return { sent, taskOf, keys: keys() }
}

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
    const run = (pathname: string) => sentAt(script, pathname)
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

  it('R-READ-39: sends a page’s first reads four per task, in order, so that sending them is no long task', () => {
    const reads = Array.from({ length: 10 }, (_, index) => ({ table: `t${index}` }))
    const script = preloadScript([['^/many/?$', ['assets/m.js'], reads]], {
      chainUrl: null,
      reads: {},
      params: {},
    })
    const tasks: (() => void)[] = []
    const sent: (string | undefined)[] = []
    runScript(
      script,
      '/many',
      (url, init) => {
        sent.push(init?.body)
        return Promise.resolve(url)
      },
      (callback, _delay, ...args) => tasks.push(() => callback(...args)),
    )
    const perTask = [sent.length]
    for (let task = tasks.shift(); task; task = tasks.shift()) {
      const before = sent.length
      task()
      if (sent.length > before) perTask.push(sent.length - before)
    }
    expect(perTask).toEqual([4, 4, 2])
    expect(sent).toEqual(reads.map((read) => JSON.stringify(read)))
  })

  it('R-READ-33 R-READ-39: sends the bodiless chain calls of the page the address opens, kept under the body the chain client sends, in the task after its first reads', () => {
    const script = preloadScript(
      [
        ['^/clock/?$', ['assets/c.js'], [{ table: 'one' }], [], [], ['get_info']],
        ['^/plain/?$', ['assets/p.js'], [{ table: 'two' }]],
      ],
      { chainUrl: null, reads: {}, params: {} },
    )
    const run = (pathname: string) => sentAt(script, pathname)
    const clock = run('/clock')
    expect(clock.sent).toEqual([
      { url: 'http://page/v1/chain/get_table_rows', body: '{"table":"one"}' },
      { url: 'http://page/v1/chain/get_info', body: '{}' },
    ])
    expect(clock.keys).toContain('POST http://page/v1/chain/get_info {}')
    // The first reads leave in the script's own task, the bodiless calls in the next (R-READ-39).
    expect(clock.taskOf).toEqual([0, 1])
    expect(run('/plain').sent.map((entry) => entry.url)).toEqual(['http://page/v1/chain/get_table_rows'])
  })

  it('R-READ-30: lists the buckets the page the address opens reads first, then GETs the newest document of a complete listing', async () => {
    const script = preloadScript(
      [
        ['^/v/?$', ['assets/v.js'], [], ['/bucket/']],
        ['^/w/?$', ['assets/w.js'], [{ table: 'one' }]],
      ],
      { chainUrl: null, reads: {}, params: {} },
    )
    const listing = (truncated: boolean) => `<?xml version="1.0" encoding="UTF-8"?>
      <ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>bucket</Name>
        <IsTruncated>${truncated}</IsTruncated>
        <Contents><Key>run 2</Key><LastModified>2026-11-29T10:00:00.000Z</LastModified></Contents>
        <Contents><Key>run 3</Key><LastModified>2026-11-28T10:00:00.000Z</LastModified></Contents>
        <Contents><Key>dir/run 1</Key><LastModified>2026-11-29T10:00:00.000Z</LastModified></Contents>
      </ListBucketResult>`
    const run = async (pathname: string, answer: string, ok = true) => {
      const sent: string[] = []
      const keys = runScript(script, pathname, (url) => {
        sent.push(url)
        const response = { ok, text: () => Promise.resolve(answer), clone: () => response }
        return Promise.resolve(response)
      })
      // The document's request leaves once the listing's answer has been read.
      await new Promise((resolve) => setTimeout(resolve, 0))
      return { sent, keys: keys() }
    }
    // The newest document, the later key among equal times, each path segment encoded as the page does.
    expect(await run('/v', listing(false))).toEqual({
      sent: ['http://page/bucket/', 'http://page/bucket/dir/run%201'],
      keys: ['GET http://page/bucket/', 'GET http://page/bucket/dir/run%201'],
    })
    // A listing with more pages, a refusal or an answer that is not a listing: the page reads on its own.
    expect((await run('/v', listing(true))).sent).toEqual(['http://page/bucket/'])
    expect((await run('/v', listing(false), false)).sent).toEqual(['http://page/bucket/'])
    expect((await run('/v', '<Error><Code>AccessDenied</Code></Error>')).sent).toEqual([
      'http://page/bucket/',
    ])
    expect((await run('/w', '')).sent).toEqual(['http://page/v1/chain/get_table_rows'])
    expect((await run('/elsewhere', '')).sent).toEqual([])
  })

  it('R-READ-32: GETs the documents a first read’s rows name, from the gateway, once each, for that route’s table only', async () => {
    const HASH = 'QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG'
    const OTHER = 'QmQc2Vt3o36FdMBvhDae9TiKC2RWjgVUnZFRDqDFpTtSrA'
    const script = preloadScript(
      [
        [
          '^/g/?$',
          ['assets/g.js'],
          [{ table: 'sections' }, { table: 'other' }],
          [],
          [{ table: 'sections', field: 'content' }],
        ],
        ['^/h/?$', ['assets/h.js'], [{ table: 'sections' }]],
      ],
      { chainUrl: null, reads: {}, params: {}, documentBase: '/ipfs/' },
    )
    const rows = [
      { content: HASH },
      { content: OTHER },
      { content: HASH },
      { content: 'javascript:alert(1)' },
      { content: `${HASH}/../x` },
      { title: HASH },
    ]
    const run = async (pathname: string, ok = true) => {
      const sent: string[] = []
      runScript(script, pathname, (url) => {
        sent.push(url)
        const text = JSON.stringify({ rows, more: false })
        const response = { ok, json: () => Promise.resolve(JSON.parse(text)), clone: () => response }
        return Promise.resolve(response)
      })
      await new Promise((resolve) => setTimeout(resolve, 0))
      return sent
    }
    expect(await run('/g')).toEqual([
      'http://page/v1/chain/get_table_rows',
      'http://page/v1/chain/get_table_rows',
      `http://page/ipfs/${HASH}`,
      `http://page/ipfs/${OTHER}`,
    ])
    // A refused read names nothing; a route without documents sends only its reads.
    expect(await run('/g', false)).toHaveLength(2)
    expect(await run('/h')).toEqual(['http://page/v1/chain/get_table_rows'])
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
