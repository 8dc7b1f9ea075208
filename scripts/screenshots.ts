// Screenshots of the portal's key pages at desktop and phone widths, for comparing two builds side by side.
//   node --import tsx scripts/screenshots.ts <out dir> [web dist, default apps/web/dist]
//   node --import tsx scripts/screenshots.ts --compare <before dir> <after dir> <out dir>
// Each page opens on a fresh demo world (the same seed for both builds), signed in with the Local keys
// wallet where the page needs an account, and is captured once its reads have settled.
import { mkdirSync, readFileSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { chromium, type Page } from 'playwright-core'
import { launchDevnet } from '../apps/devnet/src/testing/start-devnet.ts'

/** The ten pages compared, with the demo account each is opened as. */
const PAGES: { name: string; path: string; as?: string }[] = [
  { name: 'elections', path: '/trails/elections' },
  { name: 'ballots', path: '/trails/ballots' },
  { name: 'ballot', path: '/trails/ballot/pollvoting', as: 'voter2' },
  { name: 'treasuries', path: '/trails/treasuries' },
  { name: 'governance', path: '/governance' },
  { name: 'validators', path: '/validators' },
  { name: 'resolve-cases', path: '/resolve/cases' },
  { name: 'resolve-case', path: '/resolve/case/3' },
  { name: 'resolve-elections', path: '/resolve/elections' },
  { name: 'tokens', path: '/tokens', as: 'tokenowner' },
  { name: 'profile', path: '/profiles/display/voter1' },
  { name: 'account-add', path: '/accounts/add' },
  { name: 'transfer', path: '/transfers/add', as: 'voter1' },
]
const WIDTHS = [1280, 375]
// SHOTS_ONLY=ballot,tokens captures only those pages (a quick look while iterating on a design).
const ONLY = process.env.SHOTS_ONLY?.split(',')

/** Waits until no loading indicator has been on screen for a moment. */
async function settle(page: Page) {
  await page.waitForLoadState('load')
  const deadline = Date.now() + 15_000
  let quietSince = Date.now()
  while (Date.now() < deadline) {
    const busy = await page.locator('[role="progressbar"]:visible').count()
    if (busy > 0) quietSince = Date.now()
    else if (Date.now() - quietSince > 1_500) return
    await page.waitForTimeout(250)
  }
}

async function capture(outDir: string, web: string) {
  mkdirSync(outDir, { recursive: true })
  const devnet = await launchDevnet({
    mode: 'child',
    seed: 'demo',
    // SHOTS_PORT keeps the devnet on a port of one's own when several people share the machine.
    port: Number(process.env.SHOTS_PORT ?? 0),
    web: resolve(web),
    tempPrefix: 'portal-shots-',
  })
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
  try {
    for (const width of WIDTHS) {
      for (const target of PAGES.filter((page) => !ONLY || ONLY.includes(page.name))) {
        const context = await browser.newContext({ viewport: { width, height: width > 600 ? 900 : 812 } })
        const page = await context.newPage()
        await page.goto(`${devnet.url}/favicon.svg`)
        await page.evaluate((account) => {
          localStorage.clear()
          if (account) {
            localStorage.setItem('account', account)
            localStorage.setItem('autoLogin', 'local-keys')
            localStorage.setItem('returning', 'true')
          }
        }, target.as ?? null)
        await page.goto(`${devnet.url}${target.path}`)
        await settle(page)
        const file = join(outDir, `${target.name}-${width}.png`)
        await page.screenshot({ path: file, fullPage: true })
        console.log(file)
        await context.close()
      }
    }
  } finally {
    await browser.close()
    await devnet.stop()
  }
}

/** One image per capture: the before shot on the left, the after shot on the right. */
async function compare(beforeDir: string, afterDir: string, outDir: string) {
  mkdirSync(outDir, { recursive: true })
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
  try {
    for (const file of readdirSync(afterDir).filter((name) => name.endsWith('.png'))) {
      const width = Number(/-(\d+)\.png$/.exec(file)?.[1] ?? 1280)
      const page = await browser.newPage({ viewport: { width: width * 2 + 24, height: 400 } })
      // A page set from a string is about:blank, which may not load file: URLs; data URLs always load.
      const image = (dir: string) =>
        `data:image/png;base64,${readFileSync(resolve(dir, file)).toString('base64')}`
      await page.setContent(
        `<body style="margin:0;display:flex;gap:24px;align-items:flex-start;background:#888">` +
          `<img src="${image(beforeDir)}" width="${width}"><img src="${image(afterDir)}" width="${width}"></body>`,
      )
      await page.waitForLoadState('load')
      await page.screenshot({ path: join(outDir, file), fullPage: true })
      console.log(join(outDir, file))
      await page.close()
    }
  } finally {
    await browser.close()
  }
}

const args = process.argv.slice(2)
if (args[0] === '--compare' && args.length === 4) await compare(args[1]!, args[2]!, args[3]!)
else if (args.length >= 1 && args[0] !== '--compare') await capture(args[0]!, args[1] ?? 'apps/web/dist')
else {
  console.error('usage: screenshots.ts <out dir> [web dist] | --compare <before dir> <after dir> <out dir>')
  process.exit(2)
}
