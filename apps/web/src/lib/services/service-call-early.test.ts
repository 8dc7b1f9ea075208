import { afterEach, describe, expect, it, vi } from 'vitest'
import { sendServiceRequest } from './service-call.ts'

// The GETs the route-preload script sent with the page's code (app/first-reads.ts: bucket listings,
// the documents a first read names) stand in for the page's own request of the same address, once.

const URL = 'http://127.0.0.1:8080/ipfs/QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG'
type Sent = { __portalFirstReads?: Record<string, Promise<Response>> }

afterEach(() => {
  delete (window as Sent).__portalFirstReads
  vi.unstubAllGlobals()
})

describe('sendServiceRequest with early answers', () => {
  it('R-READ-30 R-READ-32: a plain GET takes the script’s answer once; the next one asks the service', async () => {
    const early = new Response('early text')
    ;(window as Sent).__portalFirstReads = { [`GET ${URL}`]: Promise.resolve(early) }
    const fetch = vi.fn(() => Promise.resolve(new Response('asked again')))
    vi.stubGlobal('fetch', fetch)
    expect(await sendServiceRequest('gateway', URL)).toBe(early)
    expect(fetch).not.toHaveBeenCalled()
    expect(await (await sendServiceRequest('gateway', URL)).text()).toBe('asked again')
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('R-READ-30: a GET with a token, or a POST, is always the page’s own request', async () => {
    const early = Promise.resolve(new Response('early text'))
    ;(window as Sent).__portalFirstReads = { [`GET ${URL}`]: early }
    const fetch = vi.fn(() => Promise.resolve(new Response('own')))
    vi.stubGlobal('fetch', fetch)
    await sendServiceRequest('gateway', URL, { token: 'secret' })
    await sendServiceRequest('gateway', URL, { body: { a: 1 } })
    expect(fetch).toHaveBeenCalledTimes(2)
    expect((window as Sent).__portalFirstReads?.[`GET ${URL}`]).toBe(early)
  })

  it('R-READ-30: an early GET that could not reach the service is asked again', async () => {
    ;(window as Sent).__portalFirstReads = { [`GET ${URL}`]: Promise.reject(new TypeError('offline')) }
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('asked again'))),
    )
    expect(await (await sendServiceRequest('gateway', URL)).text()).toBe('asked again')
  })
})
