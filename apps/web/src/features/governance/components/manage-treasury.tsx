import { Button } from '@/components/ui/button.tsx'
import { useState } from 'react'
import type { Treasury } from '../api/treasuries.ts'
import type { ManageTreasuryDialogKind } from './manage-treasury-dialogs.tsx'
import { LazySlot, lazyPart, preloadOn } from '@/lib/lazy-part.tsx'

// The manager's forms load when one is first opened, not with the list of DAOs.
const ManageTreasuryDialog = lazyPart(
  async () => (await import('./manage-treasury-dialogs.tsx')).ManageTreasuryDialog,
)

/**
 * The manager's controls: edit info, settings and mint. Shown only to the manager; the contract
 * checks the manager's signature on each, whoever sends them.
 */
export function ManageTreasury({ treasury, symbol }: { treasury: Treasury; symbol: string }) {
  const [open, setOpen] = useState<ManageTreasuryDialogKind | null>(null)
  const close = () => setOpen(null)
  return (
    <>
      <Button size="small" onClick={() => setOpen('info')} {...preloadOn(ManageTreasuryDialog)}>
        Edit info
      </Button>
      <Button size="small" onClick={() => setOpen('settings')} {...preloadOn(ManageTreasuryDialog)}>
        Settings
      </Button>
      <Button size="small" onClick={() => setOpen('mint')} {...preloadOn(ManageTreasuryDialog)}>
        Mint
      </Button>
      {open && (
        <LazySlot open what="The DAO dialog" onFailed={close}>
          <ManageTreasuryDialog open={open} treasury={treasury} symbol={symbol} onClose={close} />
        </LazySlot>
      )}
    </>
  )
}
