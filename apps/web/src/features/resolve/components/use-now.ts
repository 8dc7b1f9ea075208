import { useEffect, useState } from 'react'

/** The current time, updated every `intervalMs` (for live countdowns and deadline-driven buttons). */
export function useNow(intervalMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}
