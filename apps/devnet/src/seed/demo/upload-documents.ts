import type { FastifyPluginAsync } from 'fastify'
import type { Chain } from '../../chain/chain.ts'
import { DSTOR_PREFIX } from '../../services/storage/index.ts'
import { uploadThroughDstor } from '../../services/storage/dstor-client.ts'
import { movedOriginWarning } from './demo-origin.ts'
import { clearPendingDocuments, pendingDocuments } from './pending-documents.ts'

/**
 * Once the devnet listens, uploads the demo documents the seed referred to through its own dStor API
 * (the portal's calls), checks that storage computed the same CIDs, and forgets them. A devnet stopped
 * before that finishes uploads them at the next start.
 */
export function demoDocumentsUpload(chain: Chain): FastifyPluginAsync {
  return async (app) => {
    let uploading: Promise<void> | undefined
    const state = { closing: false }
    // Not awaited by listen: the devnet answers at once and the documents follow within a second or two.
    app.addHook('onListen', async () => {
      const address = app.server.address()
      if (uploading || !address || typeof address !== 'object') return
      const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
      const local = host === '0.0.0.0' ? '127.0.0.1' : host === '[::]' ? '[::1]' : host
      const origin = `http://${local}:${address.port}`
      const moved = movedOriginWarning(chain, origin)
      if (moved) console.warn(moved)
      uploading = uploadPending(chain, `${origin}${DSTOR_PREFIX}`, state)
    })
    // A devnet stopped mid-upload refuses further requests; the rest is uploaded at the next start.
    app.addHook('preClose', async () => {
      state.closing = true
      await uploading
    })
  }
}

async function uploadPending(chain: Chain, baseUrl: string, state: { closing: boolean }): Promise<void> {
  const files = pendingDocuments(chain)
  if (files.length === 0) return
  const started = performance.now()
  try {
    const folders = new Map<string, typeof files>()
    // One upload per area (arbitration, ballots, profiles, works) keeps the start-up short.
    for (const file of files) {
      const area = file.folder.split('/')[0] ?? file.folder
      folders.set(area, [...(folders.get(area) ?? []), file])
    }
    for (const [folderPath, group] of folders) {
      // dStor takes at most 100 files per upload request.
      for (let at = 0; at < group.length; at += 100) {
        const batch = group.slice(at, at + 100)
        const entries = await uploadThroughDstor(batch, { baseUrl, folderPath, pollIntervalMs: 10 })
        batch.forEach((file, index) => {
          if (entries[index]?.Hash !== file.cid)
            throw new Error(
              `${file.name}: storage hashed ${entries[index]?.Hash}, the chain refers to ${file.cid}`,
            )
        })
      }
    }
    clearPendingDocuments(chain)
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(`Demo documents uploaded to the local storage in ${seconds} s (${files.length} files)`)
  } catch (error) {
    if (state.closing) {
      console.log('Demo documents: upload interrupted by the shutdown; it resumes at the next start.')
      return
    }
    console.error('Uploading the demo documents failed; they are retried at the next start.', error)
  }
}
