import type { IpfsAddEntry, UploadStatus } from './upload-status.ts'

export type FileToUpload = { name: string; bytes: Uint8Array; type?: string }

export type DstorUploadOptions = {
  /** dStor-shaped API base, e.g. `http://127.0.0.1:8080/dstor`. */
  baseUrl: string
  folderPath: string
  comment?: string
  /** Milliseconds between get-status polls. */
  pollIntervalMs?: number
  /** How long to keep polling before giving up (default 60 s: a loaded machine can take many seconds). */
  timeoutMs?: number
  fetch?: typeof fetch
}

async function json<T>(response: Response): Promise<T> {
  const body: unknown = await response.json()
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${JSON.stringify(body)}`)
  return body as T
}

/**
 * Uploads files with the calls the portal makes (temp-token, get-token, one upload request, get-status
 * until DONE) and returns the `ipfs add` entries. For seeding demo documents and for tests.
 */
export async function uploadThroughDstor(
  files: FileToUpload[],
  options: DstorUploadOptions,
): Promise<IpfsAddEntry[]> {
  const send = options.fetch ?? fetch
  const base = options.baseUrl.replace(/\/$/, '')
  const { access_token } = await json<{ access_token: string }>(
    await send(`${base}/v1/dev/temp-token`, {
      headers: { 'api-key': 'devnet', 'x-expiration': String(Date.now() / 1000 + 86_400) },
    }),
  )
  const authorization = `Bearer ${access_token}`
  const { token } = await json<{ token: string }>(
    await send(`${base}/v1/upload/get-token/`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ chunks_number: 1, folder_path: options.folderPath }),
    }),
  )
  const form = new FormData()
  for (const file of files) {
    // Copied into an ArrayBuffer-backed view: Blob refuses views that may sit on a SharedArrayBuffer.
    form.append(
      'file',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    )
  }
  const uploadHeaders: Record<string, string> = { authorization, 'x-dstor-upload-token': token }
  if (options.comment) uploadHeaders['x-dstor-comment'] = options.comment
  await json(await send(`${base}/v1/upload/`, { method: 'POST', headers: uploadHeaders, body: form }))

  const timeoutMs = options.timeoutMs ?? 60_000
  const deadline = performance.now() + timeoutMs
  while (performance.now() < deadline) {
    const status = await json<UploadStatus>(
      await send(`${base}/v1/upload/get-status/`, {
        headers: { authorization, 'x-dstor-upload-token': token },
      }),
    )
    if (status.status === 'DONE') return status.data
    if (status.status === 'ERROR') {
      throw new Error(`Upload failed at ${status.errorAtStage}: ${status.errorExplanation}`)
    }
    await new Promise((resolve) => setTimeout(resolve, options.pollIntervalMs ?? 50))
  }
  throw new Error(`The upload did not finish within ${timeoutMs / 1000} s`)
}
