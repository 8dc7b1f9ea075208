import { formatLocalTime, formatUtcTime, isEpochTime } from '@portal/chain/time'

/** A chain time in the viewer's local time, with UTC on hover (title) and in the datetime attribute. */
export function ChainTime({ value, empty = 'Not set' }: { value: string; empty?: string }) {
  const local = formatLocalTime(value)
  const utc = formatUtcTime(value)
  if (isEpochTime(value) || !local || !utc) return <>{empty}</>
  return (
    <time dateTime={`${value}Z`} title={utc}>
      {local}
    </time>
  )
}
