/** Chain times carry no zone and are always UTC. */

/** `YYYY-MM-DDTHH:MM:SS.mmm`, as nodeos prints block times and time_point values. */
export function formatBlockTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 23)
}

/** `YYYY-MM-DDTHH:MM:SS`, as nodeos prints time_point_sec values. */
export function formatTimePointSec(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19)
}

/** Parses a chain time (with or without milliseconds, never with a zone) as UTC milliseconds. */
export function parseChainTime(text: string): number {
  const ms = Date.parse(/[zZ]|[+-]\d\d:\d\d$/.test(text) ? text : `${text}Z`)
  if (Number.isNaN(ms)) throw new RangeError(`invalid time: ${text}`)
  return ms
}

/** Block slots are 500 ms apart. */
export const BLOCK_INTERVAL_MS = 500
