import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pathPattern, routeSources } from './route-preload.ts'

const matches = (path: string, pathname: string) => new RegExp(pathPattern(path)).test(pathname)

describe('route preload', () => {
  it('reads every route of the route table with its page module', () => {
    const routes = routeSources(join(import.meta.dirname, '../src/app/route-table.ts'))
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
})
