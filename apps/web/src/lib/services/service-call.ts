import { takeFirstFetch } from '@/lib/chain/first-reads.ts'
import { serviceRefusal, serviceUnreachable, type ServiceName } from './service-error.ts'

// The one way the portal talks to its off-chain services: JSON in, JSON out, and every failure
// turned into a ServiceError (lib/chain and lib/history are the chain's own path).

/** A call's method, JSON body, bearer token and extra headers. */
export type ServiceRequest = {
  method?: 'GET' | 'POST' | 'DELETE'
  /** Sent as JSON. */
  body?: unknown
  /** Sent as `Authorization: Bearer …`. */
  token?: string
  headers?: Readonly<Record<string, string>>
  signal?: AbortSignal | undefined
}

/**
 * Sends one request. A service that cannot be reached throws its ServiceError, unless the caller
 * aborted: TanStack Query must see its own abort as such.
 */
export async function sendServiceRequest(
  service: ServiceName,
  url: string,
  request: ServiceRequest = {},
): Promise<Response> {
  const { body, token, signal } = request
  // A plain GET the route-preload script sent with the page's code (app/first-reads.ts) is taken
  // once; one that failed to arrive is asked again.
  const early = request.method === undefined && body === undefined && !token && !request.headers
  const sentEarly = early ? takeFirstFetch(url) : undefined
  try {
    if (sentEarly) return await sentEarly.catch(() => fetch(url, signal ? { signal } : {}))
    return await fetch(url, {
      method: request.method ?? (body === undefined ? 'GET' : 'POST'),
      headers: {
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...request.headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
    })
  } catch (error) {
    if (signal?.aborted) throw error
    console.warn(`The ${service} service could not be reached:`, error)
    throw serviceUnreachable(service)
  }
}

/** The answer's JSON, or undefined when it is not JSON (a proxy's HTML 502, an empty body). */
export async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown
  } catch {
    return undefined
  }
}

/** A call whose JSON answer is returned as it is; a refusal (any status but 2xx) throws its ServiceError. */
export async function callService<T>(
  service: ServiceName,
  url: string,
  request: ServiceRequest = {},
): Promise<T> {
  const response = await sendServiceRequest(service, url, request)
  const body = await readJson(response)
  if (!response.ok) throw serviceRefusal(service, response.status, body)
  return body as T
}
