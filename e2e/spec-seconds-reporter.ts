import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, relative } from 'node:path'
import type { FullConfig, Reporter, Suite, TestCase } from '@playwright/test/reporter'

/**
 * Writes how long each spec file held its shard, in wall seconds, to the JSON file named by
 * E2E_SPEC_SECONDS (`{ "e2e/x.spec.ts": 41.2 }`); `scripts/e2e.ts` deals the next run's files by these
 * figures. A shard runs one worker, so its files run one after another: a file's time runs from the end
 * of the file before it (or the run's start) to the end of its last test, and so takes in its hooks,
 * its retries and the browser's start, which a test's own duration leaves out.
 */
export default class SpecSecondsReporter implements Reporter {
  private readonly seconds = new Map<string, number>()
  private lastEnd = Date.now()
  private rootDir = ''

  onBegin(config: FullConfig): void {
    this.rootDir = config.rootDir
    this.lastEnd = Date.now()
  }

  onTestEnd(test: TestCase): void {
    const now = Date.now()
    const file = specFile(test, this.rootDir)
    this.seconds.set(file, (this.seconds.get(file) ?? 0) + (now - this.lastEnd) / 1000)
    this.lastEnd = now
  }

  onEnd(): void {
    const target = process.env.E2E_SPEC_SECONDS
    if (!target) return
    mkdirSync(dirname(target), { recursive: true })
    const rounded = [...this.seconds].map(([file, seconds]) => [file, Math.round(seconds * 10) / 10])
    writeFileSync(target, JSON.stringify(Object.fromEntries(rounded), null, 2) + '\n')
  }

  printsToStdio(): boolean {
    return false
  }
}

/** The spec file a test belongs to, as `e2e/<name>.spec.ts` (a test declared in a shared helper file counts for the spec that runs it). */
function specFile(test: TestCase, rootDir: string): string {
  let suite: Suite | undefined = test.parent
  while (suite && suite.type !== 'file') suite = suite.parent
  const file = suite?.location?.file ?? test.location.file
  return 'e2e/' + relative(rootDir, file)
}
