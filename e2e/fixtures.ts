import { test as base, expect, type ConsoleMessage } from '@playwright/test'
import { assertPlaywrightFeaturesKept } from './chromium-flags.ts'

/** Journeys fail on any console error or uncaught page error, so a broken page cannot pass quietly. */
export const test = base.extend<{ consoleErrors: string[] }, { playwrightFeaturesKept: void }>({
  // Once per worker, on the browser it launched: our --disable-features must keep Playwright's.
  playwrightFeaturesKept: [
    async ({ browser }, use) => {
      if (browser.browserType().name() === 'chromium') assertPlaywrightFeaturesKept()
      await use()
    },
    { scope: 'worker', auto: true },
  ],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await use(errors)
    expect(errors, 'console errors on the page').toEqual([])
  },
})

export { expect }
