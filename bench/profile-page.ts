// Where a page's main-thread time goes while it loads: opens one route in Chromium with the CPU slowed
// 4x (as Lighthouse's mobile run), records a V8 CPU profile from navigation until the page has been
// quiet for 3 s, and prints the functions with the most self time and the scripts they come from.
// Build the portal unminified to read function names:
//   (cd apps/web && npx vite build --minify false --outDir /tmp/dist-profile)
//   BENCH_WEB=/tmp/dist-profile BENCH_PATH=/resolve/case/3 node --import tsx bench/profile-page.ts
// BENCH_AS=voter1 opens the page signed in with the Local keys wallet as that demo account.
// Playwright enables the Runtime domain, so React DOM's set-up here includes the inspector's re-parse of
// its module (_chromium-pipe.ts says why); `npm run bench -- long-tasks` measures the goal without it.
import { mainThreadTasks } from './_long-tasks.ts'
import { describeTasks } from './_task-breakdown.ts'
import { PAGE_TRACE_CATEGORIES, PHONE, startPageBench } from './_page-bench.ts'

type ProfileNode = {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
type Profile = {
  nodes: ProfileNode[]
  startTime: number
  endTime: number
  samples: number[]
  timeDeltas: number[]
}

const path = process.env.BENCH_PATH ?? '/'
const account = process.env.BENCH_AS
const { devnet, browser } = await startPageBench('portal-profile-')
try {
  const context = await browser.newContext(PHONE)
  const page = await context.newPage()
  await page.goto(`${devnet.url}/favicon.svg`)
  await page.evaluate((name) => {
    localStorage.clear()
    if (name) {
      localStorage.setItem('account', name)
      localStorage.setItem('autoLogin', 'local-keys')
      localStorage.setItem('returning', 'true')
    }
  }, account ?? null)
  const cdp = await context.newCDPSession(page)
  const rate = Number(process.env.BENCH_CPU_RATE ?? 4)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  // When each chain or history read finished loading (CDP's monotonic clock, in seconds), to tell the
  // work a page does once its data arrives from the work of booting.
  const readsFinished: number[] = []
  const readRequests = new Set<string>()
  await cdp.send('Network.enable')
  // CDP's monotonic clock minus the wall clock, to place the page's User Timing marks on the profile.
  let wallOffset: number | undefined
  cdp.on('Network.requestWillBeSent', (event) => {
    wallOffset ??= event.wallTime - event.timestamp
    if (/\/v[12]\/(chain|history)\//.test(event.request.url)) readRequests.add(event.requestId)
  })
  cdp.on('Network.loadingFinished', (event) => {
    if (readRequests.has(event.requestId)) readsFinished.push(event.timestamp)
  })
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await cdp.send('Profiler.start')
  await browser.startTracing(page, { categories: PAGE_TRACE_CATEGORIES })
  const started = Date.now()
  await page.goto(`${devnet.url}${path}`, { waitUntil: 'networkidle' })
  await page.waitForTimeout(3000)
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile }
  const trace = await browser.stopTracing()
  if (process.env.BENCH_TRACE) (await import('node:fs')).writeFileSync(process.env.BENCH_TRACE, trace)
  // BENCH_CPU_PROFILE=file.cpuprofile keeps the V8 profile, for DevTools' Performance panel or a script.
  if (process.env.BENCH_CPU_PROFILE)
    (await import('node:fs')).writeFileSync(process.env.BENCH_CPU_PROFILE, JSON.stringify(profile))
  const { fcp, afterFcp: traced } = mainThreadTasks(trace)
  // The page's own tasks: the one still running when profiling ended is the profiler building its
  // report on the page's main thread (up to a few hundred milliseconds), not the page's work.
  const afterFcp = traced.filter((task) => task.ts + task.wall * 1000 < profile.endTime)
  // When the route's page code first arrived (app/page-code.tsx marks it), in epoch milliseconds.
  const pageCodeAt = await page.evaluate(() => {
    const [mark] = performance.getEntriesByName('portal:page-code')
    return mark ? performance.timeOrigin + mark.startTime : null
  })
  console.log(`${path}${account ? ` as ${account}` : ''}: profiled ${Date.now() - started} ms (${rate}x CPU)`)
  // The issue's goal: no task over 50 ms at 4x after the first contentful paint. Thread time is printed
  // beside wall time: it does not grow when another process shares the core.
  const longest = [...afterFcp].sort((a, b) => b.wall - a.wall).slice(0, 5)
  console.log(
    `after the first contentful paint (${fcp?.toFixed(0) ?? '?'} ms): ${afterFcp.length} tasks, longest ${
      longest
        .map(
          (task) =>
            `${task.wall.toFixed(0)} ms (thread ${task.thread.toFixed(0)} ms) at ${task.start.toFixed(0)} ms`,
        )
        .join(', ') || 'none'
    }`,
  )
  // What the longest ones were by thread time (the figure a busy machine does not inflate).
  const byThread = [...afterFcp]
    .sort((a, b) => b.thread - a.thread)
    .slice(0, Number(process.env.BENCH_TASKS ?? 5))
  console.log('the longest after it by thread time:')
  for (const line of describeTasks(trace, profile, byThread)) console.log(line)

  // Tasks: runs of busy samples (not idle) with no idle gap over 1 ms. "On data" counts those that start
  // after the first read answered: the renders and commits its answer and the later ones cause.
  const idleIds = new Set(
    profile.nodes
      .filter((node) => ['(idle)', '(program)'].includes(node.callFrame.functionName))
      .map((node) => node.id),
  )
  const tasks: { start: number; busy: number; end: number }[] = []
  let clock = profile.startTime
  let current: { start: number; busy: number; end: number } | undefined
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0
    clock += delta
    if (idleIds.has(id)) {
      if (current && clock - current.end > 1000) {
        tasks.push(current)
        current = undefined
      }
      return
    }
    if (!current) current = { start: clock - delta, busy: 0, end: clock }
    current.busy += delta
    current.end = clock
  })
  if (current) tasks.push(current)
  const firstRead = Math.min(...readsFinished) * 1_000_000
  const report = (label: string, since: number) => {
    const onData = tasks.filter((task) => task.start >= since)
    const longest = Math.max(0, ...onData.map((task) => task.busy))
    const busy = onData.reduce((sum, task) => sum + task.busy, 0)
    console.log(
      `${label}: longest task ${(longest / 1000).toFixed(0)} ms, busy ${(busy / 1000).toFixed(0)} ms in ${onData.length} tasks`,
    )
  }
  // The route-preload script starts a route's first reads with its chunks, so the first read often
  // answers while the entry is still booting: counted from there, the boot (the router's and the
  // frame's first render, before any page code) counts as "render on data". The renders on data are
  // those from the moment the page's code has arrived (and a read has answered); the task in which the
  // page's modules were set up is printed on its own.
  report(`from the first of ${readsFinished.length} reads answered (boot included)`, firstRead)
  if (pageCodeAt !== null && wallOffset !== undefined) {
    const markAt = (pageCodeAt / 1000 - wallOffset) * 1_000_000
    const setUp = tasks.find((task) => task.start <= markAt && markAt <= task.end + 1000)
    if (setUp)
      console.log(`page code set-up: the task in which it arrived, ${(setUp.busy / 1000).toFixed(0)} ms`)
    report('render on data (from the page code, with a read answered)', Math.max(firstRead, markAt))
  }

  const selfTime = new Map<number, number>()
  profile.samples.forEach((id, i) => selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)))
  const byFunction = new Map<string, number>()
  const byScript = new Map<string, number>()
  for (const node of profile.nodes) {
    const micros = selfTime.get(node.id) ?? 0
    const { functionName, url, lineNumber } = node.callFrame
    const script = url.replace(/^.*\/assets\//, '').replace(/^https?:\/\/[^/]+/, '') || '(native)'
    const name = `${functionName || '(anonymous)'} ${script}:${lineNumber + 1}`
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros)
    byScript.set(script, (byScript.get(script) ?? 0) + micros)
  }
  if (process.env.BENCH_TIMELINE) {
    // Busy time per 100 ms window from the profile's start, with the window's busiest function.
    const parents = new Map<number, ProfileNode>()
    for (const node of profile.nodes) parents.set(node.id, node)
    const windows = new Map<number, Map<string, number>>()
    let at = 0
    profile.samples.forEach((id, i) => {
      at += profile.timeDeltas[i] ?? 0
      const frame = parents.get(id)?.callFrame
      if (!frame || frame.functionName === '(idle)') return
      const slot = Math.floor(at / 100_000)
      const names = windows.get(slot) ?? new Map<string, number>()
      const name = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\//, '')}:${frame.lineNumber + 1}`
      names.set(name, (names.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0))
      windows.set(slot, names)
    })
    for (const [slot, names] of [...windows].sort((a, b) => a[0] - b[0])) {
      const busy = [...names.values()].reduce((sum, micros) => sum + micros, 0)
      const [name] = [...names].sort((a, b) => b[1] - a[1])[0] ?? ['']
      console.log(
        `  ${String(slot * 100).padStart(5)} ms  busy ${(busy / 1000).toFixed(0).padStart(3)} ms  ${name}`,
      )
    }
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, count)
  console.log('\nself time by script (ms, 4x CPU):')
  for (const [script, micros] of top(byScript, 15))
    console.log(`  ${(micros / 1000).toFixed(0).padStart(6)}  ${script}`)
  console.log('\nself time by function (ms, 4x CPU):')
  for (const [name, micros] of top(byFunction, Number(process.env.BENCH_TOP ?? 40)))
    console.log(`  ${(micros / 1000).toFixed(0).padStart(6)}  ${name}`)
} finally {
  await browser.close()
  await devnet.stop()
}
