import { UPLOAD_TOKEN_LIFETIME_SECONDS, uploadPollDelayMs } from '@portal/chain/constants'
import { FILE_UPLOAD_ERROR_MESSAGE, UPLOAD_FAILED_MESSAGE } from '@portal/chain/messages'
import { getNetwork } from '@/config/network.ts'
import { ServiceError } from './service-error.ts'

// The dStor upload in four steps (product.md §7): a temporary access token, an upload
// token for one chunk in the target folder, the multipart upload with progress, then status
// polling — the first poll at once, then 2 s growing by 250 ms per poll — until DONE gives the hash.

/** Polls before giving up (about 5 minutes of waiting). */
const MAX_POLLS = 60

// A failed upload is a ServiceError of `storage` whose message is one of the original's two sentences
// ("File upload error" before the file is in, "Upload failed" while it is processed); why it failed
// goes to the console, as the original did.
const uploadFailure = (code: 'UPLOAD_REFUSED' | 'PROCESSING_FAILED', message: string) =>
  new ServiceError('storage', { status: 0, code, message })

/** Progress values of the steps, as the original showed them. */
export const UPLOAD_PROGRESS = {
  tempToken: 10,
  uploadToken: 20,
  sendingFrom: 30,
  sendingTo: 70,
  ADDING_TO_IPFS: 80,
  SAVING_DATA: 90,
  DONE: 100,
} as const

type Options = {
  onProgress: (percent: number) => void
  signal?: AbortSignal
  /** Waits between polls; replaced in tests. */
  sleep?: (ms: number) => Promise<void>
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

async function json(response: Response): Promise<Record<string, unknown>> {
  const body: unknown = await response.json().catch(() => undefined)
  return body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {}
}

/** Where a feature's uploads go in storage, and the comment dStor keeps with each. */
export type UploadTarget = { folder: string; comment: string }

/** Uploads one file and resolves with its IPFS hash; rejects with a ServiceError of `storage`. */
export async function uploadDocument(file: File, target: UploadTarget, options: Options): Promise<string> {
  const { storageUrl, storageApiKey } = getNetwork()
  const sleep = options.sleep ?? defaultSleep
  let auth: { Authorization: string; 'x-dstor-upload-token': string }
  try {
    const temp = await fetch(`${storageUrl}/v1/dev/temp-token`, {
      headers: {
        'api-key': storageApiKey,
        'x-expiration': String(Math.floor(Date.now() / 1000) + UPLOAD_TOKEN_LIFETIME_SECONDS),
      },
      signal: options.signal,
    })
    const accessToken = (await json(temp)).access_token
    if (!temp.ok || typeof accessToken !== 'string') throw new Error(`temp-token answered ${temp.status}`)
    options.onProgress(UPLOAD_PROGRESS.tempToken)

    const tokenAnswer = await fetch(`${storageUrl}/v1/upload/get-token/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ chunks_number: 1, folder_path: target.folder }),
      signal: options.signal,
    })
    const uploadToken = (await json(tokenAnswer)).token
    if (!tokenAnswer.ok || typeof uploadToken !== 'string') {
      throw new Error(`get-token answered ${tokenAnswer.status}`)
    }
    auth = { Authorization: `Bearer ${accessToken}`, 'x-dstor-upload-token': uploadToken }
    options.onProgress(UPLOAD_PROGRESS.uploadToken)

    await sendFile(`${storageUrl}/v1/upload/`, file, { ...auth, 'x-dstor-comment': target.comment }, options)
  } catch (error) {
    console.warn('File upload failed:', error)
    throw uploadFailure('UPLOAD_REFUSED', FILE_UPLOAD_ERROR_MESSAGE)
  }

  try {
    for (let poll = 0; poll < MAX_POLLS; poll += 1) {
      await sleep(uploadPollDelayMs(poll))
      const answer = await fetch(`${storageUrl}/v1/upload/get-status/`, {
        headers: auth,
        signal: options.signal,
      })
      const body = await json(answer)
      if (!answer.ok || body.status === 'ERROR')
        throw new Error(String(body.errorExplanation ?? answer.status))
      if (body.status === 'ADDING_TO_IPFS' || body.status === 'SAVING_DATA') {
        options.onProgress(UPLOAD_PROGRESS[body.status])
      }
      if (body.status === 'DONE') {
        const hash = Array.isArray(body.data)
          ? (body.data[0] as { Hash?: unknown } | undefined)?.Hash
          : undefined
        if (typeof hash !== 'string') throw new Error('DONE without a hash')
        options.onProgress(UPLOAD_PROGRESS.DONE)
        return hash
      }
    }
    throw new Error('the upload was not processed in time')
  } catch (error) {
    console.warn('Upload status polling failed:', error)
    throw uploadFailure('PROCESSING_FAILED', UPLOAD_FAILED_MESSAGE)
  }
}

// XMLHttpRequest, because fetch reports no upload progress.
function sendFile(url: string, file: File, headers: Record<string, string>, options: Options): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', url)
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value)
    request.upload.onprogress = (event) => {
      if (!event.lengthComputable || event.total === 0) return
      const span = UPLOAD_PROGRESS.sendingTo - UPLOAD_PROGRESS.sendingFrom
      options.onProgress(Math.round(UPLOAD_PROGRESS.sendingFrom + (span * event.loaded) / event.total))
    }
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new Error(`upload answered ${request.status}`))
    request.onerror = () => reject(new Error('network error while uploading'))
    request.onabort = () => reject(new Error('upload aborted'))
    options.signal?.addEventListener('abort', () => request.abort(), { once: true })
    const body = new FormData()
    body.append('file', file, file.name)
    options.onProgress(UPLOAD_PROGRESS.sendingFrom)
    request.send(body)
  })
}
