import { describe, expect, it } from 'vitest'
import { drawerSections, resolveMenuItems } from './navigation.ts'

const labels = (roles: Parameters<typeof resolveMenuItems>[0]) =>
  resolveMenuItems(roles).map((item) => item.label)

describe('Resolve menu rules', () => {
  it('a guest sees home, cases and elections only', () => {
    expect(labels({ signedIn: false, isArbitrator: false, isAdmin: false })).toEqual([
      'Resolve home',
      'Cases',
      'Elections',
    ])
  })

  it('Account shows only when signed in', () => {
    expect(labels({ signedIn: true, isArbitrator: false, isAdmin: false })).toEqual([
      'Resolve home',
      'Cases',
      'Elections',
      'Account',
    ])
  })

  it('Arbitrator shows only for an arbitrator, Admin only for the admin', () => {
    expect(labels({ signedIn: true, isArbitrator: true, isAdmin: true })).toEqual([
      'Resolve home',
      'Cases',
      'Elections',
      'Arbitrator',
      'Admin',
      'Account',
    ])
  })

  it('R-DEFECT-15: the Cases item is labelled Cases and leads to /resolve/cases', () => {
    const resolve = drawerSections({ signedIn: false, isArbitrator: false, isAdmin: false }).find(
      (section) => section.label === 'Resolve',
    )
    expect(resolve?.items).toContainEqual({ label: 'Cases', to: '/resolve/cases' })
  })

  it('R-ROUTE-29 R-ROUTE-30: the claim-account and apps pages are reachable from the menu', () => {
    const links = drawerSections({ signedIn: true, isArbitrator: false, isAdmin: false }).flatMap((section) =>
      section.items.map((item) => item.to),
    )
    expect(links).toEqual(expect.arrayContaining(['/accounts/claim', '/apps']))
  })
})
