import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

type Violation = { id: string; impact: string; nodes: string[] }

/** Runs axe-core on the page as it is now and returns the serious and critical violations. */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  // Evaluated through the debugging protocol rather than added as a <script>: the portal's CSP refuses
  // inline scripts, as it should.
  // The trailing `undefined` keeps Playwright from serializing whatever the script's last expression is.
  await page.evaluate(`${axeSource}\n;undefined`)
  const violations = await page.evaluate(async () => {
    type AxeResult = {
      violations: { id: string; impact: string | null; nodes: { target: unknown }[] }[]
    }
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<AxeResult> } }).axe
    const result = await axe.run(document)
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      nodes: violation.nodes.slice(0, 3).map((node) => JSON.stringify(node.target)),
    }))
  })
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
}
