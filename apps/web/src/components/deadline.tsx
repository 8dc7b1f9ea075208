import { Typography } from '@/components/ui/typography.tsx'
import {
  countdownParts,
  formatCountdown,
  formatLocalTime,
  formatUtcTime,
  isEpochTime,
} from '@portal/chain/time'
import { useNow } from './use-now.ts'

/** A chain deadline in the viewer's local time with UTC alongside, e.g. "2026-11-22 10:00:00 (09:00:00 UTC)". */
export function DeadlineText({ value }: { value: string }) {
  if (isEpochTime(value)) return <>n/a</>
  const local = formatLocalTime(value)
  const utc = formatUtcTime(value)
  if (!local || !utc) return <>n/a</>
  return (
    <span>
      <time dateTime={`${value}Z`}>{local}</time>{' '}
      <Typography component="span" variant="body2" color="textSecondary">
        ({utc})
      </Typography>
    </span>
  )
}

/**
 * A live countdown to a chain deadline ("2d 03h 04m 05s left", or "passed"). It keeps its own
 * one-second clock, so only the countdown re-renders each second, not the page around it.
 */
export function Countdown({ value }: { value: string }) {
  const now = useNow()
  const parts = countdownParts(value, now)
  if (!parts) return null
  return <span data-testid="countdown">{parts.done ? 'passed' : `${formatCountdown(parts)} left`}</span>
}
