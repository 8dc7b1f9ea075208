import { UPLOAD_STAGES, type StorageDb, type UploadRow, type UploadStage } from './storage-db.ts'

/** One stored file as `ipfs add` lists it: `Size` is the cumulative DAG size, as a string. */
export type IpfsAddEntry = { Name: string; Hash: string; Size: string }

/** The body of `GET /v1/upload/get-status/`. */
export type UploadStatus =
  | { status: 'UPLOADING'; chunksReceived: number; chunksNumber: number }
  | { status: 'ADDING_TO_IPFS' | 'SAVING_DATA' }
  | { status: 'DONE'; data: IpfsAddEntry[] }
  | { status: 'ERROR'; errorExplanation: string; errorAtStage: string }

/**
 * The stage to show on this poll: the real one, except that a poll moves at most one stage past the
 * previous poll's answer. Processing a small file takes milliseconds, and clients such as the portal
 * show ADDING_TO_IPFS and SAVING_DATA as progress steps, so each is reported at least once, as dStor does.
 */
export function stageToReport(actual: UploadStage, lastReported: UploadStage): UploadStage {
  if (actual === 'ERROR' || actual === 'UPLOADING') return actual
  const actualIndex = UPLOAD_STAGES.indexOf(actual)
  const lastIndex = lastReported === 'ERROR' ? actualIndex : UPLOAD_STAGES.indexOf(lastReported)
  return UPLOAD_STAGES[Math.min(actualIndex, lastIndex + 1)] ?? actual
}

/** Answers one get-status poll and remembers what it showed. */
export function pollUploadStatus(db: StorageDb, upload: UploadRow): UploadStatus {
  const stage = stageToReport(upload.stage, upload.reported_stage)
  if (stage !== upload.reported_stage) db.setReportedStage(upload.id, stage)
  switch (stage) {
    case 'UPLOADING':
      return { status: stage, chunksReceived: upload.chunks_received, chunksNumber: upload.chunks_number }
    case 'ADDING_TO_IPFS':
    case 'SAVING_DATA':
      return { status: stage }
    case 'DONE':
      return {
        status: stage,
        data: db.filesOfUpload(upload.id).map((file) => ({
          Name: file.name,
          Hash: file.cid,
          Size: String(file.dag_size),
        })),
      }
    case 'ERROR':
      return {
        status: stage,
        errorExplanation: upload.error_explanation ?? 'The upload failed',
        errorAtStage: upload.error_at_stage ?? 'UNKNOWN',
      }
  }
}
