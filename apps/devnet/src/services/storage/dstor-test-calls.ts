import { readdirSync } from 'node:fs'
import { join } from 'node:path'

type Status = Record<string, unknown>

/**
 * The dStor calls one at a time, as raw HTTP, for tests that look at each answer. `dstorBase` is read on
 * every call because tests restart the server on another port.
 */
export function dstorCalls(dstorBase: () => string) {
  async function okJson<T>(response: Response): Promise<T> {
    if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`)
    return (await response.json()) as T
  }

  const getToken = (access: string, body: unknown = { chunks_number: 1, folder_path: 'arbitration/alice' }) =>
    fetch(`${dstorBase()}/v1/upload/get-token/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  async function status(access: string, token: string) {
    const response = await fetch(`${dstorBase()}/v1/upload/get-status/`, {
      headers: { authorization: `Bearer ${access}`, 'x-dstor-upload-token': token },
    })
    return { code: response.status, body: (await response.json()) as Status }
  }

  return {
    tempToken: (headers: Record<string, string>) => fetch(`${dstorBase()}/v1/dev/temp-token`, { headers }),

    async accessToken(headers: Record<string, string> = { 'api-key': 'any-key' }): Promise<string> {
      const body = await okJson<{ access_token: string }>(
        await fetch(`${dstorBase()}/v1/dev/temp-token`, { headers }),
      )
      return body.access_token
    },

    getToken,

    async uploadToken(access: string, chunksNumber = 1): Promise<string> {
      const body = await okJson<{ message: string; token: string }>(
        await getToken(access, { chunks_number: chunksNumber, folder_path: 'arbitration/alice' }),
      )
      if (body.message !== 'ok') throw new Error(`get-token said ${body.message}`)
      return body.token
    },

    upload: (access: string, token: string, body: FormData | string, headers: Record<string, string> = {}) =>
      fetch(`${dstorBase()}/v1/upload/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${access}`, 'x-dstor-upload-token': token, ...headers },
        body,
      }),

    status,

    /** Polls until the upload stops moving, returning every status seen in order. */
    async pollToEnd(access: string, token: string): Promise<Status[]> {
      // Polls until the upload ends, however long the machine takes: no budget of polls or
      // milliseconds, so a loaded machine cannot fail the test; the test's own time-out is the limit.
      const seen: Status[] = []
      for (;;) {
        const { body } = await status(access, token)
        seen.push(body)
        if (body.status === 'DONE' || body.status === 'ERROR') return seen
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
    },
  }
}

/** A multipart body with one `file` part per entry. */
export function form(...files: [name: string, content: string | Uint8Array][]): FormData {
  const data = new FormData()
  for (const [name, content] of files) data.append('file', new Blob([content]), name)
  return data
}

/** The CID-named files in a data folder's store (not the `.incoming` folder). */
export const storedFiles = (dataDir: string) =>
  readdirSync(join(dataDir, 'ipfs')).filter((name) => name.startsWith('Qm'))
