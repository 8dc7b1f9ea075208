import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { sendServiceRequest } from '@/lib/services/service-call.ts'
import { DEVNET_TEST_TIMEOUT_MS, devnetForThisFile } from '@/lib/testing/devnet-process.ts'
import { watchNetwork } from '@/lib/testing/network.ts'
import { TokenLogoField } from './token-logo-field.tsx'

// The token logo field uploading to the devnet's storage (a real server): the field ends up with the
// gateway address of the image, which the preview shows as the list would.

const devnet = devnetForThisFile({ seed: 'none' })
beforeAll(() => {
  vi.stubEnv('PORTAL_DSTOR_API_KEY', 'tokens-test-key')
})
afterAll(() => {
  vi.unstubAllEnvs()
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

// Polls wait 2 s, then 2.25 s…: an upload takes a few seconds of real time, far more on a busy
// machine. A failure bound, not an expectation.
const UPLOAD_MS = 120_000
/** A 1×1 PNG. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
)

function LogoForm() {
  const form = useForm({ defaultValues: { logo_sm: '' } })
  return <TokenLogoField control={form.control} name="logo_sm" logo="Small logo" code="ABC" account="alice" />
}

const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Small logo URL' })
const chooseImage = () =>
  fireEvent.change(screen.getByLabelText('Upload an image for the small logo'), {
    target: { files: [new File([PNG], 'logo.png', { type: 'image/png' })] },
  })

describe('token logo upload', { timeout: DEVNET_TEST_TIMEOUT_MS }, () => {
  it(
    "R-TOK-01: an uploaded image becomes its gateway path (the devnet's gateway is http), stored in the uploader's tokens folder and previewed",
    async () => {
      const network = watchNetwork()
      render(<LogoForm />)
      chooseImage()
      // The devnet's gateway is http, which the page's CSP never loads: the field keeps the gateway path.
      await waitFor(() => expect(field().value).toMatch(/^\/ipfs\/Qm\w{44}$/), {
        timeout: UPLOAD_MS,
      })
      expect(screen.queryByRole('progressbar')).toBeNull()
      expect(network.calls.find((call) => call.path === '/dstor/v1/upload/get-token/')?.body).toEqual({
        chunks_number: 1,
        folder_path: 'tokens/alice',
      })
      // The gateway serves it as an image; that a browser can draw it is checked in e2e/tokens.spec.ts.
      const stored = await sendServiceRequest('gateway', `${devnet.url}${field().value}`)
      expect(stored.status).toBe(200)
      expect(stored.headers.get('content-type')).toBe('image/png')
      expect(screen.getByRole('img', { name: 'ABC logo' }).getAttribute('src')).toBe(
        `${devnet.url}${field().value}`,
      )
    },
    DEVNET_TEST_TIMEOUT_MS,
  )

  it(
    'R-ERR-09 R-ERR-10: a failed status poll ends the progress, says "Upload failed" and leaves the field as it was',
    async () => {
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      watchNetwork({
        answer: (call) =>
          call.path.startsWith('/dstor/v1/upload/get-status')
            ? Response.json({ message: 'storage unavailable' }, { status: 503 })
            : undefined,
      })
      render(<LogoForm />)
      fireEvent.change(field(), { target: { value: 'https://img.example/abc.png' } })
      chooseImage()
      expect(await screen.findByText('Upload failed', {}, { timeout: UPLOAD_MS })).toBeTruthy()
      expect(field().value).toBe('https://img.example/abc.png')
      expect(screen.queryByRole('progressbar')).toBeNull()
    },
    DEVNET_TEST_TIMEOUT_MS,
  )

  it('shows only http(s) addresses as an image; anything else previews as the letter', () => {
    render(<LogoForm />)
    fireEvent.change(field(), { target: { value: 'javascript:alert(1)' } })
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByTestId('logo_sm-preview').textContent).toBe('A')
  })
})
