import { basename } from 'node:path'

const MAX_NAME_LENGTH = 255

/** The name a file is listed under: the last path segment, without control characters, never empty. */
export function fileName(raw: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = basename((raw ?? '').replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f]/g, '')
  const name = cleaned === '.' || cleaned === '..' ? '' : cleaned.trim()
  return name.slice(0, MAX_NAME_LENGTH) || 'file'
}
