import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { expect, test } from './fixtures.ts'
import { WEB_DIST } from './playwright.config.ts'
import { loadListedAccounts } from './resolve-support.ts'

declare global {
  interface Window {
    cspViolations?: string[]
  }
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

test('the portal is served with its security headers and its pages raise no CSP violation', async ({
  page,
  consoleErrors,
}) => {
  await page.addInitScript(() => {
    window.cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  const response = await page.goto('/trails/ballots')
  const headers = response?.headers() ?? {}
  expect(headers['content-security-policy']).toMatch(/script-src 'self';/)
  expect(headers['content-security-policy']).toMatch(/object-src 'none'/)
  // Styles: the build's stylesheet and the boot <style> by its hash; no inline style element otherwise.
  expect(headers['content-security-policy']).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/)
  // 'unsafe-inline' only for style attributes, never for style elements or scripts.
  expect(headers['content-security-policy']?.match(/'unsafe-inline'/g)).toHaveLength(1)
  expect(headers['content-security-policy']).toMatch(/style-src-attr 'unsafe-inline'/)
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['x-frame-options']).toBe('DENY')
  await expect(page.getByRole('heading', { level: 1, name: 'Ballots' })).toBeVisible()
  // The first page's boot <style> (parsed before any script) raised no violation either.
  expect(await page.evaluate(() => window.cspViolations ?? [])).toEqual([])
  for (const path of ['/resolve/cases', '/resolve/elections', '/trails/elections', '/validators']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.evaluate(() => window.cspViolations ?? []), path).toEqual([])
  }
  expect(consoleErrors).toEqual([])
  // An inline script, as an injected payload would be, is refused by the policy.
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.injected = true'
    document.body.append(script)
  })
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined()
  expect(await page.evaluate(() => window.cspViolations ?? [])).toEqual([
    expect.stringMatching(/^script-src/),
  ])
  // So is an inline style element, as injected CSS would be: the page keeps its look.
  const headerColour = () =>
    page.evaluate(() => getComputedStyle(document.querySelector('header') ?? document.body).backgroundColor)
  const before = await headerColour()
  await page.evaluate(() => {
    const style = document.createElement('style')
    style.textContent = 'header, body { background: rgb(1, 2, 3) !important }'
    document.head.append(style)
  })
  expect(await headerColour()).toBe(before)
  expect(await page.evaluate(() => window.cspViolations ?? [])).toEqual([
    expect.stringMatching(/^script-src/),
    expect.stringMatching(/^style-src/),
  ])
  // The refused inline script and style are reported on the console, as they should be; nothing else was.
  consoleErrors.splice(0)
})

test('no private key or account secret ships in the built portal', async () => {
  const files = filesUnder(resolve(import.meta.dirname, '..', WEB_DIST))
  expect(files.some((file) => file.endsWith('.js'))).toBe(true)
  const demoKeys = (await loadListedAccounts()).map((account) => account.privateKey).filter(Boolean)
  expect(demoKeys.length).toBeGreaterThan(0)
  const found: string[] = []
  for (const file of files) {
    const text = readFileSync(file, 'latin1')
    // WIF private keys, Antelope's newer private-key format, and PEM private keys.
    for (const pattern of [
      /\b5[HJK][1-9A-HJ-NP-Za-km-z]{49}\b/,
      /PVT_K1_[1-9A-HJ-NP-Za-km-z]{40,}/,
      /PRIVATE KEY-----/,
    ])
      if (pattern.test(text)) found.push(`${file}: ${pattern.source}`)
    for (const key of demoKeys) if (text.includes(key)) found.push(`${file}: a demo account's key`)
  }
  expect(found).toEqual([])
})
