import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { BASE_URL } from './playwright.config.ts'
import { loginAs, rows } from './resolve-support.ts'

// Every route of the portal, opened at 375 px by the account that wrote the demo world's hostile corpus
// (a DAO, a profile and a case; the ballot and the token listing are everyone's), must stay inert and
// fit: no payload runs (each one sets window.__hostile, trapped here), the CSP reports nothing, no link
// is javascript: or data:, every link to another site opens without opener or referrer, and nothing
// scrolls sideways.

const HOSTILE_ACCOUNT = 'respondant2'
const HOSTILE_APP_NAME = `<img src=x onerror="window.__hostile='app'">\u202eppA`

declare global {
  interface Window {
    hostileHits?: string[]
    cspViolations?: string[]
  }
}

type PageFindings = { hits: string[]; csp: string[]; badLinks: string[]; overflow: number }

async function findings(page: Page): Promise<PageFindings> {
  return page.evaluate(() => {
    const badLinks: string[] = []
    for (const anchor of Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
      const url = new URL(anchor.href, window.location.href)
      if (!['http:', 'https:'].includes(url.protocol))
        badLinks.push(`${url.protocol} ${anchor.href.slice(0, 60)}`)
      else if (url.origin !== window.location.origin) {
        const rel = anchor.rel.split(/\s+/)
        if (!rel.includes('noopener') || !rel.includes('noreferrer'))
          badLinks.push(`rel="${anchor.rel}" ${anchor.href.slice(0, 60)}`)
      }
    }
    const root = document.scrollingElement ?? document.documentElement
    return {
      hits: window.hostileHits ?? [],
      csp: window.cspViolations ?? [],
      badLinks,
      overflow: root.scrollWidth - window.innerWidth,
    }
  })
}

async function hostileCaseId(): Promise<string> {
  const cases = await rows<{ case_id: string; claimant: string; respondant: string; case_status: number }>(
    'testtelosarb',
    'casefiles',
  )
  const ids = cases
    .filter(
      (row) => row.claimant === 'claimant2' && row.respondant === HOSTILE_ACCOUNT && row.case_status === 0,
    )
    .map((row) => Number(row.case_id))
  expect(ids.length, 'the hostile case is in the demo world').toBeGreaterThan(0)
  return String(Math.max(...ids))
}

async function hostileTransactionId(): Promise<string> {
  const response = await fetch(`${BASE_URL}/v2/history/get_actions?filter=telos.decide:edittrsinfo&limit=100`)
  const { actions } = (await response.json()) as {
    actions: { trx_id: string; act: { data: { treasury_symbol?: string } } }[]
  }
  const action = actions.find((entry) => entry.act.data.treasury_symbol?.endsWith(',XSS'))
  expect(action, 'the hostile DAO edit is in history').toBeDefined()
  return action?.trx_id ?? ''
}

test.describe('Hostile content on every route', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('every route stays inert and fits 375 px with the hostile corpus on screen', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(300_000)
    await page.addInitScript(() => {
      window.hostileHits = []
      window.cspViolations = []
      for (const name of ['__hostile', '__hostileToken', '__pwned'])
        Object.defineProperty(window, name, {
          configurable: false,
          get: () => undefined,
          set: (value: unknown) => window.hostileHits?.push(`${name} = ${String(value)}`),
        })
      document.addEventListener('securitypolicyviolation', (event) => {
        window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`)
      })
    })
    // Addresses from the chain that point at other hosts (the demo token's logo) cannot load on this
    // closed network; Chromium logs each such failure itself, and the page shows its fallback instead.
    const externalFailures: string[] = []
    page.on('console', (message) => {
      const source = message.location().url
      if (message.type() === 'error' && source.startsWith('http') && new URL(source).origin !== BASE_URL)
        externalFailures.push(message.text())
    })
    const caseId = await hostileCaseId()
    const transactionId = await hostileTransactionId()
    const paths = [
      '/trails/ballots',
      '/trails/ballot/hostilepoll',
      '/trails/elections',
      '/trails/treasuries',
      '/trails/treasuries?treasury=XSS',
      '/works/proposals',
      '/validators',
      '/governance',
      '/transfers/add',
      '/testnet/rotation',
      '/testnet/developers',
      '/testnet/evm-faucet',
      '/tokens',
      '/poc/smartsafe',
      '/profiles/contacts',
      `/profiles/display/${HOSTILE_ACCOUNT}`,
      `/profiles/edit/${HOSTILE_ACCOUNT}`,
      '/profiles/add/profileLogin',
      `/transaction/${transactionId}`,
      '/accounts/claim',
      '/apps',
      '/apps/add',
      '/resolve',
      '/resolve/admin',
      '/resolve/arbitrator',
      '/resolve/elections',
      '/resolve/cases',
      `/resolve/case/${caseId}`,
      '/resolve/account',
      '/no-such-page',
    ]
    await loginAs(page, HOSTILE_ACCOUNT, '/')
    // The trap itself works: a payload's assignment is recorded.
    expect(
      await page.evaluate(() => {
        ;(window as unknown as { __hostile: string }).__hostile = 'self-check'
        return window.hostileHits?.splice(0)
      }),
    ).toEqual(['__hostile = self-check'])
    // App registrations live in the account backend: the corpus's author registers a hostile one the way
    // anyone can, so /apps shows it (the form itself refuses javascript: and data: addresses).
    await page.goto('/apps/add')
    const form = page.getByRole('form', { name: 'Register an app' })
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(HOSTILE_APP_NAME)
    await form.getByRole('textbox', { name: 'Short name' }).fill(`xss-${Date.now().toString(36)}`)
    await form.getByRole('textbox', { name: 'App URL' }).fill("javascript:window.__hostile='app url'")
    await form.getByRole('textbox', { name: /Image URL/ }).fill(`${BASE_URL}/favicon.svg`)
    await form.getByRole('textbox', { name: 'Redirect URL' }).fill('http://localhost:7799/callback')
    await form.getByRole('button', { name: 'Register app' }).click()
    await expect(form.getByRole('textbox', { name: 'App URL' })).toHaveAttribute('aria-invalid', 'true')
    await form
      .getByRole('textbox', { name: 'App URL' })
      .fill('https://evil.example/?q=<script>window.__hostile=1</script>')
    await form.getByRole('button', { name: 'Register app' }).click()
    await expect(page.getByTestId('issued-app-id')).toBeVisible()
    await page.goto('/apps')
    await expect(page.getByText(HOSTILE_APP_NAME, { exact: true }).first()).toBeVisible()

    const problems: string[] = []
    for (const path of paths) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible({ timeout: 20_000 })
      // Let the page's reads arrive and render (the 10 s refreshes keep going; this waits for a lull).
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined)
      const found = await findings(page)
      if (found.hits.length > 0) problems.push(`${path}: payload ran: ${found.hits.join('; ')}`)
      if (found.csp.length > 0) problems.push(`${path}: CSP violation: ${found.csp.join('; ')}`)
      if (found.badLinks.length > 0) problems.push(`${path}: links: ${found.badLinks.join('; ')}`)
      if (found.overflow > 1) problems.push(`${path}: ${found.overflow} px wider than the screen`)
    }
    // The guest pages, logged out.
    await page.evaluate(() => localStorage.clear())
    for (const path of ['/', '/login', '/accounts/add', '/accounts/add/congratulations']) {
      await page.goto(path)
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined)
      const found = await findings(page)
      if (found.hits.length + found.csp.length + found.badLinks.length > 0 || found.overflow > 1)
        problems.push(`${path}: ${JSON.stringify(found)}`)
    }
    expect(problems).toEqual([])
    await page.goto('about:blank')
    for (const text of externalFailures) {
      const index = consoleErrors.indexOf(text)
      if (index >= 0) consoleErrors.splice(index, 1)
    }
  })
})
