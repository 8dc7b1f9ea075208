import type { Chain } from '../../chain/chain.ts'
import type { DemoDocument } from './demo-documents.ts'
import { singleChunkCid } from './demo-documents.ts'

const PENDING_KEY = 'demo_documents_pending'

type Stored = { name: string; folder: string; type: string; base64: string }

/** Keeps the demo's files with the chain until the storage service has them (the seed runs before it listens). */
export function storePendingDocuments(chain: Chain, files: readonly DemoDocument[]): void {
  const stored: Stored[] = files.map(({ name, folder, type, bytes }) => ({
    name,
    folder,
    type,
    base64: Buffer.from(bytes).toString('base64'),
  }))
  chain.meta.set(PENDING_KEY, JSON.stringify(stored))
}

/** The files still to upload, each with the CID the chain already refers to. */
export function pendingDocuments(chain: Chain): (DemoDocument & { cid: string })[] {
  const stored = JSON.parse(chain.meta.get(PENDING_KEY) ?? '[]') as Stored[]
  return stored.map(({ base64, ...file }) => {
    const bytes = new Uint8Array(Buffer.from(base64, 'base64'))
    return { ...file, bytes, cid: singleChunkCid(bytes) }
  })
}

export function clearPendingDocuments(chain: Chain): void {
  chain.meta.set(PENDING_KEY, '[]')
}
