import { useEffect, useRef, useState } from 'react'
import { ServiceError } from '@/lib/services/service-error.ts'
import { uploadDocument, type UploadTarget } from '@/lib/services/storage-upload.ts'

/**
 * One upload at a time through the storage steps: its progress (null when idle) and the failure to
 * show. A new upload, or leaving the page, aborts the one under way, whose result is then dropped.
 */
export function useFileUpload() {
  const [progress, setProgress] = useState<number | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const abort = useRef<AbortController | null>(null)
  useEffect(() => () => abort.current?.abort(), [])

  /** Uploads `file`; resolves with its hash, or undefined when it failed (with `failure` set) or was aborted. */
  async function upload(file: File, target: UploadTarget): Promise<string | undefined> {
    abort.current?.abort()
    const controller = new AbortController()
    abort.current = controller
    setFailure(null)
    setProgress(0)
    try {
      const hash = await uploadDocument(file, target, { onProgress: setProgress, signal: controller.signal })
      if (controller.signal.aborted) return undefined
      setProgress(null)
      return hash
    } catch (caught) {
      if (controller.signal.aborted) return undefined
      setProgress(null)
      setFailure(caught instanceof ServiceError ? caught.message : 'Upload failed')
      return undefined
    }
  }

  return { progress, uploading: progress !== null, failure, fail: setFailure, upload }
}
