// The answers to the reads the route-preload script sent with the page's chunks (src/app/first-reads.ts),
// before this code arrived. Each is taken once, by the first identical request, and only while the page
// is young: a later request wants the chain as it is then.

/** After this long since the page started, a first read is no longer fresh enough to stand in. */
const FRESH_MS = 15_000

type FirstReads = Record<string, Promise<Response> | undefined>

const sortedJson = (body: unknown): string =>
  typeof body === 'object' && body !== null && !Array.isArray(body)
    ? JSON.stringify(
        Object.fromEntries(Object.entries(body).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
      )
    : JSON.stringify(body)

/** The pending answer to an identical POST the route-preload script sent, if there is one; it is handed out once. */
export function takeFirstRead(url: string, body: unknown): Promise<Response> | undefined {
  return take(`POST ${url} ${sortedJson(body)}`)
}

/** The pending answer to a GET of `url` the route-preload script sent, if there is one; handed out once. */
export const takeFirstFetch = (url: string): Promise<Response> | undefined => take(`GET ${url}`)

function take(key: string): Promise<Response> | undefined {
  if (typeof window === 'undefined' || performance.now() > FRESH_MS) return undefined
  const sent = (window as { __portalFirstReads?: FirstReads }).__portalFirstReads ?? {}
  const answer = sent[key]
  delete sent[key]
  return answer
}
