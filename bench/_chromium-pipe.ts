import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable, Writable } from 'node:stream'
import { Launcher } from 'chrome-launcher'

// Debian's Chromium driven over its DevTools pipe (`--remote-debugging-pipe`: JSON messages, each ended
// by a NUL byte, written to the browser's fd 3 and read from its fd 4), so a bench can load a page with
// no DevTools domain enabled on it.
//
// Why not Playwright: Playwright enables the Runtime domain on every page, and with it V8's inspector
// keeps a detailed stack for every Error the page creates, which needs the source positions of every
// function on the stack. React DOM creates five Errors while it sets up (its Suspense and hydration
// sentinels), inside its 180 kB module function, and V8 re-parses that whole function to find the
// positions: 35–60 ms at 4×, on top of the 25–40 ms the rest of that task takes. A phone pays none of
// it: nothing inspects its pages. Lighthouse enables Runtime too, so its figures keep that cost.

/** The longest a bench waits for an event (a page's load, a trace's end) before it gives up. */
const EVENT_TIMEOUT_MS = 60_000

type Message = {
  id?: number
  method?: string
  params?: Record<string, unknown>
  sessionId?: string
  result?: Record<string, unknown>
  error?: { message: string }
}

/** A DevTools session: the browser's own (no `sessionId`) or a page's. */
export type PipeSession = {
  send<T = Record<string, unknown>>(method: string, params?: Record<string, unknown>): Promise<T>
  /** Resolves with the first event `method` of this session that `accept` takes. */
  next(
    method: string,
    accept?: (params: Record<string, unknown>) => boolean,
  ): Promise<Record<string, unknown>>
}

export type PipeChromium = {
  browser: PipeSession
  /** A page in a browser context of its own (no cache, no storage shared with other pages). */
  newPage(viewport: { width: number; height: number; isMobile: boolean }): Promise<{
    session: PipeSession
    close(): Promise<void>
  }>
  /** Events of every session, in arrival order, for a bench that collects them (a trace's data). */
  onEvent(listener: (message: Message) => void): () => void
  close(): Promise<void>
}

export async function launchPipeChromium(): Promise<PipeChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'portal-pipe-chromium-'))
  const child: ChildProcess = spawn(
    '/usr/bin/chromium',
    [
      // Lighthouse's launcher's flags: no extensions, component updates or background networking, whose
      // work would share the host's cores with the page being measured. Nor the address bar's pop-ups
      // (as Playwright): renderers of their own that set up (150 ms of CPU) while the page loads.
      ...Launcher.defaultFlags().map((flag) =>
        flag.startsWith('--disable-features=') ? `${flag},AimEnabled,LensOverlay` : flag,
      ),
      '--headless=new',
      // No first window: pages are opened as targets of their own (newPage).
      '--no-startup-window',
      '--no-sandbox',
      '--remote-debugging-pipe',
      `--user-data-dir=${profile}`,
    ],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'] },
  )
  // The end of Chromium's log, to say why it stopped if it does.
  let log = ''
  child.stderr?.setEncoding('utf8')
  child.stderr?.on('data', (chunk: string) => {
    log = (log + chunk).slice(-2000)
  })
  const toBrowser = child.stdio[3] as Writable
  const fromBrowser = child.stdio[4] as Readable
  const pending = new Map<
    number,
    { resolve(result: Record<string, unknown>): void; reject(error: Error): void }
  >()
  const listeners: ((message: Message) => void)[] = []
  // Every waiting `next`, to fail it if Chromium stops.
  const waiting = new Set<(error: Error) => void>()
  let stopped: Error | undefined
  child.once('exit', (code, signal) => {
    stopped = new Error(`Chromium stopped (${signal ?? `exit code ${code}`}):\n${log.trim()}`)
    for (const { reject } of pending.values()) reject(stopped)
    pending.clear()
    for (const fail of waiting) fail(stopped)
  })
  let nextId = 0
  let buffered = ''
  fromBrowser.setEncoding('utf8')
  fromBrowser.on('data', (chunk: string) => {
    const parts = (buffered + chunk).split('\0')
    buffered = parts.pop() ?? ''
    for (const part of parts) {
      const message = JSON.parse(part) as Message
      const waiting = message.id === undefined ? undefined : pending.get(message.id)
      if (waiting && message.id !== undefined) {
        pending.delete(message.id)
        if (message.error) waiting.reject(new Error(message.error.message))
        else waiting.resolve(message.result ?? {})
      } else for (const listener of [...listeners]) listener(message)
    }
  })

  const session = (sessionId?: string): PipeSession => ({
    send: <T>(method: string, params: Record<string, unknown> = {}) =>
      new Promise<T>((resolve, reject) => {
        if (stopped) return reject(stopped)
        nextId += 1
        pending.set(nextId, { resolve: resolve as (result: Record<string, unknown>) => void, reject })
        toBrowser.write(`${JSON.stringify({ id: nextId, method, params, sessionId })}\0`)
      }),
    next: (method, accept = () => true) =>
      new Promise((resolve, reject) => {
        if (stopped) return reject(stopped)
        const done = () => {
          clearTimeout(timer)
          waiting.delete(fail)
          if (listeners.includes(listener)) listeners.splice(listeners.indexOf(listener), 1)
        }
        const fail = (error: Error) => {
          done()
          reject(error)
        }
        const listener = (message: Message) => {
          if (message.method !== method || message.sessionId !== sessionId) return
          if (!accept(message.params ?? {})) return
          done()
          resolve(message.params ?? {})
        }
        const timer = setTimeout(
          () => fail(new Error(`Chromium sent no ${method} in ${EVENT_TIMEOUT_MS / 1000} s`)),
          EVENT_TIMEOUT_MS,
        )
        waiting.add(fail)
        listeners.push(listener)
      }),
  })
  const browser = session()
  await browser.send('Browser.getVersion')

  return {
    browser,
    async newPage({ width, height, isMobile }) {
      const { browserContextId } = await browser.send<{ browserContextId: string }>(
        'Target.createBrowserContext',
      )
      const { targetId } = await browser.send<{ targetId: string }>('Target.createTarget', {
        url: 'about:blank',
        browserContextId,
      })
      const { sessionId } = await browser.send<{ sessionId: string }>('Target.attachToTarget', {
        targetId,
        flatten: true,
      })
      const page = session(sessionId)
      await page.send('Emulation.setDeviceMetricsOverride', {
        width,
        height,
        deviceScaleFactor: 1,
        mobile: isMobile,
      })
      return {
        session: page,
        close: async () => {
          await browser.send('Target.disposeBrowserContext', { browserContextId })
        },
      }
    },
    onEvent(listener) {
      listeners.push(listener)
      return () => {
        if (listeners.includes(listener)) listeners.splice(listeners.indexOf(listener), 1)
      }
    },
    async close() {
      await browser.send('Browser.close').catch(() => undefined)
      await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null)))
      rmSync(profile, { recursive: true, force: true })
    },
  }
}
