/** What the menus need to know about the visitor to decide which items to show. */
export type MenuRoles = { signedIn: boolean; isArbitrator: boolean; isAdmin: boolean }

/** A link in a menu. */
export type NavItem = { label: string; to: string }

/** A titled group of links in the left drawer. */
export type NavSection = { label: string; items: NavItem[] }

/**
 * The Resolve menu: Admin only for the Resolve admin, Arbitrator only for an arbitrator, Account only
 * when signed in. The UI only hides; the contract refuses what a role may not do.
 */
export function resolveMenuItems(roles: MenuRoles): NavItem[] {
  return [
    { label: 'Resolve home', to: '/resolve' },
    { label: 'Cases', to: '/resolve/cases' },
    { label: 'Elections', to: '/resolve/elections' },
    ...(roles.isArbitrator ? [{ label: 'Arbitrator', to: '/resolve/arbitrator' }] : []),
    ...(roles.isAdmin ? [{ label: 'Admin', to: '/resolve/admin' }] : []),
    ...(roles.signedIn ? [{ label: 'Account', to: '/resolve/account' }] : []),
  ]
}

/** The header tabs shown on wide screens. */
export const headerTabs: NavItem[] = [
  { label: 'Ballots', to: '/trails/ballots' },
  { label: 'Elections', to: '/trails/elections' },
  { label: 'DAOs', to: '/trails/treasuries' },
  { label: 'Works', to: '/works/proposals' },
]

/** The left drawer: every area of the portal. */
export function drawerSections(roles: MenuRoles): NavSection[] {
  return [
    {
      label: 'Governance',
      items: [
        { label: 'Ballots', to: '/trails/ballots' },
        { label: 'Elections', to: '/trails/elections' },
        { label: 'DAOs', to: '/trails/treasuries' },
        { label: 'Works proposals', to: '/works/proposals' },
        { label: 'Governance', to: '/governance' },
        { label: 'Validators', to: '/validators' },
      ],
    },
    { label: 'Resolve', items: resolveMenuItems(roles) },
    {
      label: 'Tokens',
      items: [
        { label: 'Tokens', to: '/tokens' },
        { label: 'Transfer', to: '/transfers/add' },
        { label: 'Smart safe', to: '/poc/smartsafe' },
      ],
    },
    {
      label: 'Accounts',
      items: [
        { label: 'Create account', to: '/accounts/add' },
        { label: 'Claim account', to: '/accounts/claim' },
        { label: 'Contacts', to: '/profiles/contacts' },
        { label: 'Apps', to: '/apps' },
      ],
    },
    {
      label: 'Testnet',
      items: [
        { label: 'Developer tools', to: '/testnet/developers' },
        { label: 'EVM faucet', to: '/testnet/evm-faucet' },
        { label: 'Producer rotation', to: '/testnet/rotation' },
      ],
    },
  ]
}
