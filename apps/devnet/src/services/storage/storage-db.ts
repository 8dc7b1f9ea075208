import Database from 'better-sqlite3'

/** Where an upload is, in dStor's words; `UPLOADING` (chunks still to come) is the devnet's own. */
export const UPLOAD_STAGES = ['UPLOADING', 'ADDING_TO_IPFS', 'SAVING_DATA', 'DONE'] as const
export type UploadStage = (typeof UPLOAD_STAGES)[number] | 'ERROR'

export type AccessTokenRow = { token_hash: string; issued_at: number; expires_at: number }

export type UploadRow = {
  id: number
  token_hash: string
  access_token_hash: string
  folder_path: string
  chunks_number: number
  chunks_received: number
  stage: UploadStage
  reported_stage: UploadStage
  error_explanation: string | null
  error_at_stage: string | null
  issued_at: number
  expires_at: number
}

/** A file received in a chunk and waiting in the upload's temporary folder until every chunk is in. */
export type UploadPartRow = {
  upload_id: number
  position: number
  name: string
  comment: string | null
  temp_file: string
  size: number
}

/** One stored file as uploaded: the same bytes uploaded twice give two rows with the same CID. */
export type FileRow = {
  id: number
  cid: string
  size: number
  dag_size: number
  name: string
  content_type: string
  folder_path: string
  comment: string | null
  upload_id: number
  stored_at: number
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS access_tokens (
    token_hash TEXT PRIMARY KEY,
    issued_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS uploads (
    id INTEGER PRIMARY KEY,
    token_hash TEXT NOT NULL UNIQUE,
    access_token_hash TEXT NOT NULL,
    folder_path TEXT NOT NULL,
    chunks_number INTEGER NOT NULL,
    chunks_received INTEGER NOT NULL DEFAULT 0,
    stage TEXT NOT NULL,
    reported_stage TEXT NOT NULL,
    error_explanation TEXT,
    error_at_stage TEXT,
    issued_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE TABLE IF NOT EXISTS upload_parts (
    upload_id INTEGER NOT NULL REFERENCES uploads(id),
    position INTEGER NOT NULL,
    name TEXT NOT NULL,
    comment TEXT,
    temp_file TEXT NOT NULL,
    size INTEGER NOT NULL,
    PRIMARY KEY (upload_id, position)
  );
  CREATE TABLE IF NOT EXISTS files (
    id INTEGER PRIMARY KEY,
    cid TEXT NOT NULL,
    size INTEGER NOT NULL,
    dag_size INTEGER NOT NULL,
    name TEXT NOT NULL,
    content_type TEXT NOT NULL,
    folder_path TEXT NOT NULL,
    comment TEXT,
    upload_id INTEGER NOT NULL REFERENCES uploads(id),
    stored_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS files_by_cid ON files (cid);
  CREATE INDEX IF NOT EXISTS files_by_upload ON files (upload_id);
`

/** The storage service's SQLite index (tokens, uploads in progress, stored files). Times are unix ms. */
export function openStorageDb(path: string) {
  const db = new Database(path)
  db.pragma('journal_mode = WAL')
  db.pragma('foreign_keys = ON')
  db.exec(SCHEMA)

  const statements = {
    insertAccessToken: db.prepare<[string, number, number]>(
      'INSERT INTO access_tokens (token_hash, issued_at, expires_at) VALUES (?, ?, ?)',
    ),
    accessToken: db.prepare<[string], AccessTokenRow>('SELECT * FROM access_tokens WHERE token_hash = ?'),
    insertUpload: db.prepare<[string, string, string, number, number, number]>(
      `INSERT INTO uploads (token_hash, access_token_hash, folder_path, chunks_number, stage, reported_stage,
         issued_at, expires_at) VALUES (?, ?, ?, ?, 'UPLOADING', 'UPLOADING', ?, ?)`,
    ),
    uploadByToken: db.prepare<[string], UploadRow>('SELECT * FROM uploads WHERE token_hash = ?'),
    uploadById: db.prepare<[number], UploadRow>('SELECT * FROM uploads WHERE id = ?'),
    uploadsInStage: db.prepare<[string, string], UploadRow>('SELECT * FROM uploads WHERE stage IN (?, ?)'),
    uploadsQueued: db.prepare<[], UploadRow>(
      "SELECT * FROM uploads WHERE stage = 'UPLOADING' AND chunks_received >= chunks_number ORDER BY id",
    ),
    setStage: db.prepare<[UploadStage, number]>('UPDATE uploads SET stage = ? WHERE id = ?'),
    setReportedStage: db.prepare<[UploadStage, number]>('UPDATE uploads SET reported_stage = ? WHERE id = ?'),
    setError: db.prepare<[string, string, number]>(
      `UPDATE uploads SET stage = 'ERROR', error_explanation = ?, error_at_stage = ? WHERE id = ?`,
    ),
    countChunk: db.prepare<[number]>('UPDATE uploads SET chunks_received = chunks_received + 1 WHERE id = ?'),
    insertPart: db.prepare<[number, number, string, string | null, string, number]>(
      'INSERT INTO upload_parts (upload_id, position, name, comment, temp_file, size) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    parts: db.prepare<[number], UploadPartRow>(
      'SELECT * FROM upload_parts WHERE upload_id = ? ORDER BY position',
    ),
    partCount: db.prepare<[number], { n: number }>(
      'SELECT COUNT(*) AS n FROM upload_parts WHERE upload_id = ?',
    ),
    deleteParts: db.prepare<[number]>('DELETE FROM upload_parts WHERE upload_id = ?'),
    insertFile: db.prepare<[string, number, number, string, string, string, string | null, number, number]>(
      `INSERT INTO files (cid, size, dag_size, name, content_type, folder_path, comment, upload_id, stored_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ),
    filesOfUpload: db.prepare<[number], FileRow>('SELECT * FROM files WHERE upload_id = ? ORDER BY id'),
    fileByCid: db.prepare<[string], FileRow>('SELECT * FROM files WHERE cid = ? ORDER BY id LIMIT 1'),
    // One file per CID on disk, however many uploads carried it.
    storedBytes: db.prepare<[], { n: number }>(
      'SELECT COALESCE(SUM(size), 0) AS n FROM (SELECT MAX(size) AS size FROM files GROUP BY cid)',
    ),
    waitingBytes: db.prepare<[], { n: number }>('SELECT COALESCE(SUM(size), 0) AS n FROM upload_parts'),
    uploadBytes: db.prepare<[number], { n: number }>(
      'SELECT COALESCE(SUM(size), 0) AS n FROM upload_parts WHERE upload_id = ?',
    ),
  }

  return {
    addAccessToken(tokenHash: string, issuedAt: number, expiresAt: number): void {
      statements.insertAccessToken.run(tokenHash, issuedAt, expiresAt)
    },
    accessToken: (tokenHash: string) => statements.accessToken.get(tokenHash),

    addUpload(
      row: Pick<UploadRow, 'token_hash' | 'access_token_hash' | 'folder_path' | 'chunks_number'> & {
        issued_at: number
        expires_at: number
      },
    ): void {
      statements.insertUpload.run(
        row.token_hash,
        row.access_token_hash,
        row.folder_path,
        row.chunks_number,
        row.issued_at,
        row.expires_at,
      )
    },
    uploadByToken: (tokenHash: string) => statements.uploadByToken.get(tokenHash),
    upload: (id: number) => statements.uploadById.get(id),
    /** Uploads whose processing was under way; used after a restart, when no processing can be. */
    uploadsBeingProcessed: () => statements.uploadsInStage.all('ADDING_TO_IPFS', 'SAVING_DATA'),
    /** Uploads whose chunks had all arrived but whose processing had not begun; used after a restart. */
    uploadsQueued: () => statements.uploadsQueued.all(),
    setStage: (id: number, stage: UploadStage) => void statements.setStage.run(stage, id),
    setReportedStage: (id: number, stage: UploadStage) => void statements.setReportedStage.run(stage, id),
    setError: (id: number, explanation: string, atStage: UploadStage) =>
      void statements.setError.run(explanation, atStage, id),

    /** Records a whole chunk at once, so a chunk that failed half-way leaves no parts behind. */
    addChunk: db.transaction(
      (uploadId: number, parts: Omit<UploadPartRow, 'upload_id' | 'position'>[]): UploadRow | undefined => {
        let position = statements.partCount.get(uploadId)?.n ?? 0
        for (const part of parts) {
          statements.insertPart.run(uploadId, position++, part.name, part.comment, part.temp_file, part.size)
        }
        statements.countChunk.run(uploadId)
        return statements.uploadById.get(uploadId)
      },
    ),
    parts: (uploadId: number) => statements.parts.all(uploadId),

    /** Indexes an upload's files and marks it saved in one transaction: all of them or none. */
    completeUpload: db.transaction((uploadId: number, files: Omit<FileRow, 'id' | 'upload_id'>[]): void => {
      for (const file of files) {
        statements.insertFile.run(
          file.cid,
          file.size,
          file.dag_size,
          file.name,
          file.content_type,
          file.folder_path,
          file.comment,
          uploadId,
          file.stored_at,
        )
      }
      statements.deleteParts.run(uploadId)
      statements.setStage.run('DONE', uploadId)
    }),
    clearParts: (uploadId: number) => void statements.deleteParts.run(uploadId),
    filesOfUpload: (uploadId: number) => statements.filesOfUpload.all(uploadId),
    fileByCid: (cid: string) => statements.fileByCid.get(cid),
    /** Bytes on disk: stored files and the files of chunks waiting for the rest of their upload. */
    usedBytes: () => (statements.storedBytes.get()?.n ?? 0) + (statements.waitingBytes.get()?.n ?? 0),
    /** Bytes an upload's acknowledged chunks hold so far. */
    uploadBytes: (uploadId: number) => statements.uploadBytes.get(uploadId)?.n ?? 0,

    close: () => db.close(),
  }
}

export type StorageDb = ReturnType<typeof openStorageDb>
