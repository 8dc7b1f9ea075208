import { uploadPollDelayMs } from '@portal/chain/constants'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ServiceError } from './service-error.ts'
import { uploadDocument } from './storage-upload.ts'

afterEach(() => vi.unstubAllGlobals())

describe('document upload', () => {
  it('R-FORM-01: polls at once, then after 2 s, growing by 250 ms per poll', () => {
    expect([0, 1, 2, 3, 4].map(uploadPollDelayMs)).toEqual([0, 2000, 2250, 2500, 2750])
  })

  it('R-FORM-04: a refused temp token ends in "File upload error" and reports no progress', async () => {
    // The network is replaced, not our code: the storage service answers 401.
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: 'no' }), { status: 401 }))
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const progress: number[] = []
    const upload = uploadDocument(
      new File(['x'], 'x.txt'),
      { folder: 'test/alice', comment: 'test' },
      { onProgress: (p) => progress.push(p) },
    )
    await expect(upload).rejects.toBeInstanceOf(ServiceError)
    await expect(upload).rejects.toThrow('File upload error')
    expect(progress).toEqual([])
  })
})
