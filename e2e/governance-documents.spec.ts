import { seriousViolations } from './axe.ts'
import { expect, test } from './fixtures.ts'
import { loginAs } from './resolve-support.ts'

// /governance against the demo world's operating agreement (apps/devnet/src/seed/demo/demo-amendments.ts):
// four sections adopted together, then two amendments (two sections by voter1, one by voter2).

test('R-GOV-36: /governance shows the operating agreement from IPFS and its two amendments with their changes, for guests and signed-in users', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/governance')
  await expect(page.getByRole('heading', { level: 1, name: 'Governance' })).toBeVisible()
  const sections = page.getByRole('article', { name: /^Section / })
  await expect(sections).toHaveCount(4)
  // Markdown from the gateway: the section title is a heading, *member* is emphasis, and nothing else.
  const definitions = page.getByRole('article', { name: 'Section definitions' })
  await expect(definitions.getByRole('heading', { level: 3, name: 'Definitions' })).toBeVisible()
  await expect(definitions.locator('em').first()).toHaveText('member')
  await expect(definitions).toContainText('who has accepted this agreement')
  await expect(definitions).toContainText('by voter1')

  const amendments = page.getByRole('article', { name: /^Amendment of / })
  await expect(amendments).toHaveCount(2)
  // Newest first: voter2 amended the preamble; voter1 the jurisdiction and the definitions.
  await expect(amendments.nth(0).getByRole('heading', { level: 3 })).toContainText('by voter2')
  await expect(amendments.nth(0).locator('ins')).toContainText(['amend'])
  await expect(amendments.nth(1).getByRole('heading', { level: 4 })).toHaveText([
    'Section jurisdiction',
    'Section definitions',
  ])
  await expect(amendments.nth(1).locator('ins').first()).toContainText('mediation')
  // The changes read as text: no markdown source (setext underlines, emphasis markers) in any diff.
  for (const diff of await page.getByTestId('section-diff').all()) {
    await expect(diff).not.toContainText('====')
    await expect(diff).not.toContainText('*member*')
  }
  expect(await seriousViolations(page)).toEqual([])

  await loginAs(page, 'voter1', '/governance')
  await expect(page.getByRole('article', { name: /^Section / })).toHaveCount(4)
  await expect(page.getByRole('article', { name: /^Amendment of / })).toHaveCount(2)
  expect(consoleErrors).toEqual([])
})
