import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { DEVNET_TEST_TIMEOUT_MS, devnetForThisFile } from '@/lib/testing/devnet-process.ts'
import { watchNetwork } from '@/lib/testing/network.ts'
import { AvatarField } from './avatar-field.tsx'

// The avatar field uploading to the devnet's storage (a real server): the field keeps `ipfs://{hash}`
// and the preview shows the image from the gateway.

const devnet = devnetForThisFile({ seed: 'none' })
beforeAll(() => {
  vi.stubEnv('PORTAL_DSTOR_API_KEY', 'profiles-test-key')
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

function Avatar() {
  const [value, setValue] = useState('')
  return <AvatarField account="alice" value={value} onChange={setValue} error={undefined} />
}

describe('avatar upload', { timeout: DEVNET_TEST_TIMEOUT_MS }, () => {
  it(
    'R-PROF-08: an uploaded image is kept as ipfs://{hash} in the profiles folder and previewed from the gateway',
    async () => {
      const network = watchNetwork()
      render(<Avatar />)
      fireEvent.change(screen.getByLabelText('Upload an avatar image'), {
        target: { files: [new File(['not really a png'], 'me.png', { type: 'image/png' })] },
      })
      const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Avatar' })
      await waitFor(() => expect(field.value).toMatch(/^ipfs:\/\/Qm\w{44}$/), { timeout: UPLOAD_MS })
      expect(screen.queryByRole('progressbar')).toBeNull()
      expect(network.calls.find((call) => call.path === '/dstor/v1/upload/get-token/')?.body).toEqual({
        chunks_number: 1,
        folder_path: 'profiles',
      })
      const hash = field.value.replace('ipfs://', '')
      expect(screen.getByRole('presentation').getAttribute('src')).toBe(`${devnet.url}/ipfs/${hash}`)
      fireEvent.click(screen.getByRole('button', { name: 'Use generated avatar' }))
      expect(field.value).toBe('')
    },
    DEVNET_TEST_TIMEOUT_MS,
  )
})
