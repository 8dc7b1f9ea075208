import { useState } from 'react'
import { useAccountName } from '@/lib/session/session-store.ts'
import { MAX_VOTED_PRODUCERS, useVoter } from '../api/vote.ts'
import { ValidatorsTable } from './validators-view.tsx'
import { VotePanel } from './vote-panel.tsx'

/** The validators table, with vote checkboxes and the vote panel when someone is signed in. */
export function ValidatorsVoting() {
  const account = useAccountName()
  const voter = useVoter(account)
  // null until the user changes the selection: it starts from the validators they voted for.
  const [picked, setPicked] = useState<{ account: string; names: string[] } | null>(null)
  if (!account) return <ValidatorsTable />
  const selected = picked?.account === account ? picked.names : [...(voter.data?.producers ?? [])]
  const change = (names: string[]) => setPicked({ account, names })
  const toggle = (owner: string) =>
    change(
      selected.includes(owner)
        ? selected.filter((name) => name !== owner)
        : selected.length < MAX_VOTED_PRODUCERS
          ? [...selected, owner]
          : selected,
    )
  return (
    <>
      <VotePanel
        account={account}
        voter={voter.data ?? null}
        selected={selected}
        onRemove={(owner) => change(selected.filter((name) => name !== owner))}
      />
      <ValidatorsTable selection={{ selected, toggle, full: selected.length >= MAX_VOTED_PRODUCERS }} />
    </>
  )
}
