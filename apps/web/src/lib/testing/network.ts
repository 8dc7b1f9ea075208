// Test support: watches the portal's fetch calls at the HTTP boundary. Calls go through to the real
// server unless a rule holds them (to see a loading state) or answers them (to inject a failure the
// real server cannot be made to produce).
import { vi } from 'vitest'

/** One fetch the portal made: its URL path, method, headers and JSON body (if any). */
export type Call = {
  url: string
  path: string
  method: string
  headers: Headers
  body: Record<string, unknown> | undefined
  /** The answer's text, once it came. */
  answer?: string
}

type Rules = {
  /** Calls to delay until `release()` (then answered by `answer` or the server). */
  hold?: (call: Call) => boolean
  /** An answer that replaces the server's, or undefined to let the call through. */
  answer?: (call: Call) => Response | undefined
}

function toCall(input: RequestInfo | URL, init: RequestInit | undefined): Call {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
  let body: Record<string, unknown> | undefined
  if (typeof init?.body === 'string') {
    try {
      body = JSON.parse(init.body) as Record<string, unknown>
    } catch {
      body = undefined
    }
  }
  return {
    url,
    path: new URL(url, window.location.href).pathname,
    method: (init?.method ?? 'GET').toUpperCase(),
    headers: new Headers(init?.headers),
    body,
  }
}

/** Records every fetch until `restore()`; `tableReads(table)` lists the get_table_rows bodies of a table. */
export function watchNetwork(rules: Rules = {}) {
  const real = globalThis.fetch
  const calls: Call[] = []
  const waiting: (() => void)[] = []
  let holding = true
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const call = toCall(input, init)
    calls.push(call)
    if (holding && rules.hold?.(call)) await new Promise<void>((resolve) => waiting.push(resolve))
    const response = rules.answer?.(call) ?? (await real(input, init))
    // Read once and handed on as a new Response: the DOM environment's clone() leaves the original empty.
    const text = await response.text()
    call.answer = text
    const noBody = [101, 204, 205, 304].includes(response.status)
    return new Response(noBody ? null : text, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    })
  })
  return {
    calls,
    tableReads: (table: string) =>
      calls.filter((call) => call.path === '/v1/chain/get_table_rows' && call.body?.table === table),
    /** Lets held calls (and every later one) through. */
    release() {
      holding = false
      for (const resume of waiting.splice(0)) resume()
    },
    restore: () => spy.mockRestore(),
  }
}
