import { matchRoutes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { portalRoutes, routesFor } from './route-table.ts'

/** Finds the route a URL opens among `routes` (the whole table unless given), the way the router matches it. */
function routeFor(pathname: string, routes = portalRoutes) {
  const matches = matchRoutes(
    routes.map((route) => ({ path: route.path, route })),
    pathname,
  )
  const match = matches?.at(-1)
  if (!match) throw new Error(`no route for ${pathname}`)
  return (match.route as { route: (typeof portalRoutes)[number] }).route
}

// decisions.md: what a guest may open; everything else needs a login.
const guestAllowed = [
  '/',
  '/trails/ballots',
  '/trails/ballot/someballot12',
  '/trails/ballot/someballot12/QmHash',
  '/trails/elections',
  '/trails/elections/4',
  '/trails/treasuries',
  '/works/proposals',
  '/validators',
  '/governance',
  '/resolve',
  '/resolve/elections',
  '/resolve/cases',
  '/resolve/case/7',
  '/profiles/display/alice',
  '/login',
  '/accounts/add',
  '/accounts/add/congratulations',
  '/accounts/claim',
  '/testnet/rotation',
  '/testnet/developers',
  '/testnet/evm-faucet',
  '/no/such/page',
]
const needsLogin = [
  '/transfers/add',
  '/tokens',
  '/poc/smartsafe',
  '/profiles/contacts',
  '/profiles/contacts/profileDetail',
  '/profiles/edit/alice',
  '/profiles/add/profileLogin',
  '/resolve/admin',
  '/resolve/arbitrator',
  '/resolve/account',
  '/apps',
  '/apps/add',
  '/oauth/authorize',
]

describe('route table', () => {
  it.each(guestAllowed)('a guest may open %s', (path) => {
    expect(routeFor(path).access).toBe('guest')
  })

  it.each(needsLogin)('%s needs a login', (path) => {
    expect(routeFor(path).access).toBe('signed-in')
  })

  it('R-SHELL-03 R-SHELL-04 R-SHELL-05: assigns the layouts the spec and decisions name', () => {
    expect(routeFor('/login').layout).toBe('guest')
    expect(routeFor('/accounts/add').layout).toBe('guest')
    expect(routeFor('/accounts/add/congratulations').layout).toBe('empty')
    expect(routeFor('/no/such/page').layout).toBe('empty')
    expect(routeFor('/oauth/authorize').layout).toBe('logo-only')
    expect(routeFor('/resolve/case/1').layout).toBe('main')
  })

  it('every page loads and is a component, in a frame the router knows', async () => {
    const frames = ['main', 'guest', 'empty', 'logo-only']
    for (const route of portalRoutes) {
      expect(typeof (await route.load()), route.path).toBe('function')
      expect(frames, route.path).toContain(route.layout)
      expect(['guest', 'signed-in'], route.path).toContain(route.access)
    }
    // Importing every page (and transforming it on first import) takes seconds on a loaded machine.
  }, 60_000)

  it('R-ROUTE-38: an address opens the same page from the routes the router is given as from the whole table', () => {
    const addresses = [
      ...portalRoutes.map((route) => route.path.replace(/:(\w+)\??/g, 'x1').replace(/^\*$/, '/some/page')),
      ...guestAllowed,
      ...needsLogin,
      '/GOVERNANCE',
      '/Resolve/Case/3',
      '/trails/ballot',
      '/trails/elections/4/QmHash',
      '/%67overnance',
      '/%E0%A4%A/x',
      '/governance/',
      '//governance',
      '/accounts',
      '/zzz',
    ]
    for (const address of addresses) {
      expect(routesFor(address).length, address).toBeLessThan(portalRoutes.length)
      expect(routeFor(address, routesFor(address)), address).toBe(routeFor(address))
    }
  })
})
