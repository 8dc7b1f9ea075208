// Must stay the first import: see the module.
import './config/zod-jitless.ts'
import './styles/theme.css'
import { lookUpFontStrikes } from './app/font-strikes.ts'

// The app shell (index.html's header) is on screen before any script runs, so every millisecond of
// script after it counts as blocked input on a phone. Set up as one static import graph, the whole
// portal evaluated in a single task (140–290 ms at 4× slowdown, issue 41); in stages, each awaited
// `import()` sets up its part of the graph in a task of its own, with a yield to the browser between.
// index.html preloads every stage's chunks with the entry (vite-plugins/boot-stages.ts), so staging
// costs no round trip. A stage is one of our modules or React's entry, not a package's index: `import()`
// of an index keeps all of its exports, where our modules' named imports let the build drop the rest.
const nextTask = (): Promise<void> => {
  // `scheduler.yield` keeps the boot's place in line; lib/yield-to-main.ts is not imported, so the
  // entry stays a few hundred bytes.
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0))
}

void lookUpFontStrikes(nextTask)
await import('react-dom/client')
await nextTask()
await import('./app/router.tsx')
await nextTask()
const { startPortal } = await import('./app/start.tsx')
await nextTask()
await startPortal(nextTask)
