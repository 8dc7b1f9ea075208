import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchCaseHistory } from './case-history.ts'

afterEach(() => vi.restoreAllMocks())

describe('case history from the history API', () => {
  it('R-ERR-13: a 4xx answer with {message} makes the history call reject with that message', async () => {
    // The network is replaced, not our code: the history API refuses the query as Hyperion does.
    const message = 'querystring/act.data.case_id must match pattern "^[0-9]+$"'
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () =>
        Response.json({ statusCode: 400, error: 'Bad Request', message }, { status: 400 }),
      )
    await expect(fetchCaseHistory('4')).rejects.toThrow(message)
    expect(new URL(String(fetch.mock.calls[0]?.[0])).pathname).toBe('/v2/history/get_actions')
  })

  it('R-ERR-13: a refusal without a message still rejects, naming the status', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('', { status: 429 }))
    await expect(fetchCaseHistory('4')).rejects.toThrow(/429/)
  })
})
