import type { ComponentType } from 'react'

/** Which frame a page renders in (product.md §2, decisions.md). */
export type LayoutName = 'main' | 'guest' | 'empty' | 'logo-only'

/** Whether a guest may open the page, or is sent to /login?returnUrl=…. */
export type Access = 'guest' | 'signed-in'

/** One route of the portal: its path, frame, access and lazily loaded page. */
export type PortalRoute = {
  path: string
  layout: LayoutName
  access: Access
  load: () => Promise<ComponentType>
}

const route = (path: string, layout: LayoutName, access: Access, load: () => Promise<ComponentType>) => ({
  path,
  layout,
  access,
  load,
})

/**
 * Every route of the spec's route table plus the Resolve children and the pages decisions.md adds.
 * Each page is its own chunk. Guest access follows decisions.md; permissions stay the chain's job.
 */
export const portalRoutes: readonly PortalRoute[] = [
  // `/` is the ballots list, or goes on to the elections when one is voting (LandingPage).
  route('/', 'main', 'guest', async () => (await import('./routes/trails/landing-page.tsx')).LandingPage),
  route(
    '/trails/ballots',
    'main',
    'guest',
    async () => (await import('./routes/trails/ballots-page.tsx')).BallotsPage,
  ),
  route(
    '/trails/ballot/:ballot?/:hash?',
    'main',
    'guest',
    async () => (await import('./routes/trails/ballot-page.tsx')).BallotPage,
  ),
  route(
    '/trails/elections/:id?/:hash?',
    'main',
    'guest',
    async () => (await import('./routes/trails/elections-page.tsx')).ElectionsPage,
  ),
  route(
    '/trails/treasuries',
    'main',
    'guest',
    async () => (await import('./routes/trails/treasuries-page.tsx')).TreasuriesPage,
  ),
  route(
    '/works/proposals',
    'main',
    'guest',
    async () => (await import('./routes/works/proposals-page.tsx')).WorksProposalsPage,
  ),
  route(
    '/validators',
    'main',
    'guest',
    async () => (await import('./routes/validators-page.tsx')).ValidatorsPage,
  ),
  route(
    '/governance',
    'main',
    'guest',
    async () => (await import('./routes/governance-page.tsx')).GovernancePage,
  ),
  route(
    '/transfers/add',
    'main',
    'signed-in',
    async () => (await import('./routes/transfers/transfer-page.tsx')).TransferPage,
  ),
  route(
    '/testnet/rotation',
    'main',
    'guest',
    async () => (await import('./routes/testnet/rotation-page.tsx')).RotationPage,
  ),
  route(
    '/testnet/developers',
    'main',
    'guest',
    async () => (await import('./routes/testnet/developers-page.tsx')).DevelopersPage,
  ),
  route(
    '/testnet/evm-faucet',
    'main',
    'guest',
    async () => (await import('./routes/testnet/evm-faucet-page.tsx')).EvmFaucetPage,
  ),
  route(
    '/tokens',
    'main',
    'signed-in',
    async () => (await import('./routes/tokens/tokens-page.tsx')).TokensPage,
  ),
  route(
    '/poc/smartsafe',
    'main',
    'signed-in',
    async () => (await import('./routes/poc/smart-safe-page.tsx')).SmartSafePage,
  ),
  route(
    '/profiles/contacts',
    'main',
    'signed-in',
    async () => (await import('./routes/profiles/contacts-page.tsx')).ContactsPage,
  ),
  route(
    '/profiles/contacts/profileDetail',
    'main',
    'signed-in',
    async () => (await import('./routes/profiles/profile-detail-page.tsx')).ProfileDetailPage,
  ),
  route(
    '/profiles/display/:account',
    'main',
    'guest',
    async () => (await import('./routes/profiles/profile-display-page.tsx')).ProfileDisplayPage,
  ),
  route(
    '/profiles/edit/:account',
    'main',
    'signed-in',
    async () => (await import('./routes/profiles/profile-edit-page.tsx')).ProfileEditPage,
  ),
  route(
    '/profiles/add/profileLogin',
    'main',
    'signed-in',
    async () => (await import('./routes/profiles/profile-login-page.tsx')).ProfileLoginPage,
  ),
  // A transaction is public on any explorer, so its page is too (a shared link must open for anyone).
  route(
    '/transaction/:id',
    'main',
    'guest',
    async () => (await import('./routes/transaction-page.tsx')).TransactionPage,
  ),
  route(
    '/accounts/claim',
    'main',
    'guest',
    async () => (await import('./routes/accounts/claim-account-page.tsx')).ClaimAccountPage,
  ),
  route('/apps', 'main', 'signed-in', async () => (await import('./routes/apps/apps-page.tsx')).AppsPage),
  route(
    '/apps/add',
    'main',
    'signed-in',
    async () => (await import('./routes/apps/add-app-page.tsx')).AddAppPage,
  ),
  route(
    '/resolve',
    'main',
    'guest',
    async () => (await import('./routes/resolve/resolve-home-page.tsx')).ResolveHomePage,
  ),
  route(
    '/resolve/admin',
    'main',
    'signed-in',
    async () => (await import('./routes/resolve/resolve-admin-page.tsx')).ResolveAdminPage,
  ),
  route(
    '/resolve/arbitrator',
    'main',
    'signed-in',
    async () => (await import('./routes/resolve/resolve-arbitrator-page.tsx')).ResolveArbitratorPage,
  ),
  route(
    '/resolve/elections',
    'main',
    'guest',
    async () => (await import('./routes/resolve/resolve-elections-page.tsx')).ResolveElectionsPage,
  ),
  route(
    '/resolve/cases',
    'main',
    'guest',
    async () => (await import('./routes/resolve/resolve-cases-page.tsx')).ResolveCasesPage,
  ),
  route(
    '/resolve/case/:id',
    'main',
    'guest',
    async () => (await import('./routes/resolve/resolve-case-page.tsx')).ResolveCasePage,
  ),
  route(
    '/resolve/account',
    'main',
    'signed-in',
    async () => (await import('./routes/resolve/resolve-account-page.tsx')).ResolveAccountPage,
  ),
  route('/login', 'guest', 'guest', async () => (await import('./routes/login-page.tsx')).LoginPage),
  route(
    '/accounts/add',
    'guest',
    'guest',
    async () => (await import('./routes/accounts/create-account-page.tsx')).CreateAccountPage,
  ),
  route(
    '/accounts/add/congratulations',
    'empty',
    'guest',
    async () => (await import('./routes/accounts/congratulations-page.tsx')).CongratulationsPage,
  ),
  route(
    '/oauth/authorize',
    'logo-only',
    'signed-in',
    async () => (await import('./routes/oauth/authorize-page.tsx')).AuthorizePage,
  ),
  route('*', 'empty', 'guest', async () => (await import('./routes/not-found-page.tsx')).NotFoundPage),
]
