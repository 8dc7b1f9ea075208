import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { DEVNET_TEST_TIMEOUT_MS, devnetForThisFile } from '@/lib/testing/devnet-process.ts'
import { watchNetwork } from '@/lib/testing/network.ts'
import { FileUploadField } from './file-upload-field.tsx'

// The document field uploading to the devnet's dStor-shaped storage, a real server: temp token, upload
// token, multipart upload, status polls. Status-poll failures are injected at the HTTP boundary, since the
// devnet's storage does not fail on demand.

const devnet = devnetForThisFile({ seed: 'none' })
beforeAll(async () => {
  vi.stubEnv('PORTAL_DSTOR_API_KEY', 'resolve-test-key')
})
afterAll(async () => {
  vi.unstubAllEnvs()
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

// Polls wait 2 s, then 2.25 s…: an upload takes a few seconds of real time, far more on a busy
// machine. A failure bound, not an expectation.
const UPLOAD_MS = 120_000

function ClaimDocument() {
  const [hash, setHash] = useState('')
  return (
    <>
      <FileUploadField
        label="Claim document"
        value={hash}
        onChange={setHash}
        target={{ folder: 'arbitration/claimant1', comment: 'Upload from Resolve by claimant1' }}
      />
      <output data-testid="hash">{hash}</output>
    </>
  )
}

function chooseFile(file: File) {
  fireEvent.change(screen.getByLabelText('Upload a file for Claim document'), { target: { files: [file] } })
}

const isStatusPoll = (path: string) => path.startsWith('/dstor/v1/upload/get-status')

describe('document upload to the storage service', { timeout: DEVNET_TEST_TIMEOUT_MS }, () => {
  it(
    'R-HTTP-16 R-HTTP-17 R-HTTP-18: temp token with the API key for a day, upload token for the folder, then a multipart upload of the file',
    async () => {
      const network = watchNetwork()
      const send = vi.spyOn(XMLHttpRequest.prototype, 'send')
      const open = vi.spyOn(XMLHttpRequest.prototype, 'open')
      render(<ClaimDocument />)
      const text = `Claim of claimant1, ${Date.now()}\n`
      const startedAt = Date.now() / 1000
      chooseFile(new File([text], 'claim.txt', { type: 'text/plain' }))
      await waitFor(() => expect(screen.getByTestId('hash').textContent).toMatch(/^Qm\w{44}$/), {
        timeout: UPLOAD_MS,
      })
      const finishedAt = Date.now() / 1000

      const [temp, token] = network.calls
      expect(temp?.path).toBe('/dstor/v1/dev/temp-token')
      expect(temp?.method).toBe('GET')
      expect(temp?.headers.get('api-key')).toBe('resolve-test-key')
      const expiration = Number(temp?.headers.get('x-expiration'))
      // The temporary token is asked for one day from the moment it was asked (between choosing the
      // file and the hash showing, however long a busy machine makes that; whole seconds).
      expect(expiration).toBeGreaterThanOrEqual(Math.floor(startedAt) + 86_400)
      expect(expiration).toBeLessThanOrEqual(Math.floor(finishedAt) + 86_400)

      expect(token?.path).toBe('/dstor/v1/upload/get-token/')
      expect(token?.method).toBe('POST')
      expect(token?.body).toEqual({ chunks_number: 1, folder_path: 'arbitration/claimant1' })

      expect(open.mock.calls[0]?.slice(0, 2)).toEqual(['POST', `${devnet.url}/dstor/v1/upload/`])
      const body = send.mock.calls[0]?.[0]
      expect(body).toBeInstanceOf(FormData)
      const part = (body as FormData).get('file')
      expect(part).toBeInstanceOf(File)
      expect((part as File).name).toBe('claim.txt')

      // The storage kept the file under the hash the field now holds.
      const stored = await fetch(`${devnet.url}/ipfs/${screen.getByTestId('hash').textContent}`)
      expect(await stored.text()).toBe(text)
      expect(network.calls.filter((call) => isStatusPoll(call.path)).length).toBeGreaterThan(0)
      expect(screen.queryByRole('progressbar')).toBeNull()
    },
    DEVNET_TEST_TIMEOUT_MS,
  )

  it(
    'R-ERR-09 R-ERR-10: a failed status poll resets the progress and says "Upload failed"',
    async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      const network = watchNetwork({
        hold: (call) => isStatusPoll(call.path),
        answer: (call) =>
          isStatusPoll(call.path)
            ? Response.json({ message: 'storage unavailable' }, { status: 503 })
            : undefined,
      })
      render(<ClaimDocument />)
      chooseFile(new File(['a claim\n'], 'claim.txt', { type: 'text/plain' }))
      // The file went up; the first status poll is held, with the progress part-way.
      await waitFor(() => expect(network.calls.some((call) => isStatusPoll(call.path))).toBe(true), {
        timeout: UPLOAD_MS,
      })
      const bar = screen.getByRole('progressbar', { name: 'Uploading Claim document' })
      expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(30)
      expect(screen.queryByText('Upload failed')).toBeNull()
      network.release()
      expect(await screen.findByText('Upload failed')).toBeTruthy()
      expect(screen.queryByRole('progressbar')).toBeNull()
      expect(screen.getByTestId('hash').textContent).toBe('')
      expect(screen.getByRole('button', { name: 'Upload file' }).hasAttribute('disabled')).toBe(false)
    },
    DEVNET_TEST_TIMEOUT_MS,
  )

  it(
    'R-ERR-10: a status answer of ERROR from the service also ends in "Upload failed"',
    async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      watchNetwork({
        answer: (call) =>
          isStatusPoll(call.path)
            ? Response.json({ status: 'ERROR', errorExplanation: 'disk full', errorAtStage: 'SAVING_DATA' })
            : undefined,
      })
      render(<ClaimDocument />)
      chooseFile(new File(['another claim\n'], 'claim.txt', { type: 'text/plain' }))
      expect(await screen.findByText('Upload failed', {}, { timeout: UPLOAD_MS })).toBeTruthy()
      expect(screen.queryByRole('progressbar')).toBeNull()
      expect(screen.getByTestId('hash').textContent).toBe('')
    },
    DEVNET_TEST_TIMEOUT_MS,
  )
})
