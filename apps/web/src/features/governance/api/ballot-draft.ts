import { useCallback, useState } from 'react'

// An unfinished create-ballot form is kept per account in local storage and offered back on return;
// publishing clears it. Unreadable drafts are dropped rather than trusted.

const keyOf = (account: string) => `ballotDraft:${account}`

export function readBallotDraft(account: string): Record<string, unknown> | null {
  try {
    const text = localStorage.getItem(keyOf(account))
    const value: unknown = text === null ? null : JSON.parse(text)
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

export function writeBallotDraft(account: string, values: unknown): void {
  try {
    localStorage.setItem(keyOf(account), JSON.stringify(values))
  } catch {
    // A full or blocked storage only loses the draft.
  }
}

export function clearBallotDraft(account: string): void {
  localStorage.removeItem(keyOf(account))
}

/** The draft found when the form opened (offered once), and a way to dismiss the offer. */
export function useBallotDraftOffer(account: string) {
  const [draft, setDraft] = useState(() => readBallotDraft(account))
  const dismiss = useCallback(() => setDraft(null), [])
  return { draft, dismiss }
}
