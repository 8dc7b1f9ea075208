import type { UploadTarget } from '@/lib/services/storage-upload.ts'

/** Resolve's documents go to arbitration/{account} in storage, as the original portal put them. */
export const resolveUpload = (account: string): UploadTarget => ({
  folder: `arbitration/${account}`,
  comment: `Upload from Resolve by ${account}`,
})
