import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'
import { DialogActions } from '@/components/ui/dialog-actions.tsx'
import { DialogContent } from '@/components/ui/dialog-content.tsx'
import { DialogTitle } from '@/components/ui/dialog-title.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { createPortal } from 'react-dom'
import { getNetwork } from '@/config/network.ts'
import { countText } from '@portal/chain/governance/ballot-lifecycle'
import { offersForCase } from '@portal/chain/resolve/index'
import { useCaseHistory } from '../api/case-history.ts'
import { useCaseFile, useClaims, useOffers } from '../api/resolve-tables.ts'
import { chainInfoQuery } from '@/lib/chain/queries.ts'
import { buildCaseRecord, type CaseRecord } from './case-record.ts'
import { PrintableRecord } from './printable-record.tsx'
import styles from './case-record-dialog.module.css'

// Loaded only when someone exports a case record: the JSON download, and a printable copy that is
// the only thing on the page while printing (@media print) and hidden on screen.

/** The export dialog of a case: what the record holds, Download JSON, Print, and how to verify it. */
export function CaseRecordDialog({ caseId, onClose }: { caseId: string; onClose: () => void }) {
  const caseFile = useCaseFile(caseId)
  const claims = useClaims(caseId)
  const offers = useOffers(true)
  const history = useCaseHistory(caseId)
  // The chain id comes from the chain itself, so the record names the chain it was read from.
  const info = useQuery(chainInfoQuery())
  const exportedAt = useMemo(() => new Date(), [])
  const record = useMemo(() => {
    if (!caseFile.data || !claims.data || !offers.data || !history.data) return undefined
    // Without an answer from get_info the record still exports, with chain_id null.
    if (info.isPending) return undefined
    const network = getNetwork()
    return buildCaseRecord({
      caseId,
      caseFile: caseFile.data,
      claims: claims.data,
      offers: offersForCase(offers.data, caseId),
      history: history.data,
      network: { ...network, chainId: info.data?.chain_id ?? network.chainId },
      contract: network.contracts.arbitration,
      exportedAt,
    })
  }, [caseId, caseFile.data, claims.data, offers.data, history.data, info.isPending, info.data, exportedAt])
  const failed = caseFile.isError || claims.isError || offers.isError || history.isError

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="case-record-title">
      <DialogTitle id="case-record-title">Case {caseId} record</DialogTitle>
      <DialogContent>
        {failed && !record ? (
          <Alert severity="warning">
            The record cannot be made right now: a part of the case is unreadable.
          </Alert>
        ) : !record ? (
          <Typography role="status">Reading the case and its history…</Typography>
        ) : (
          <>
            <Typography data-testid="case-record-summary" className={styles.summary}>
              {countText(record.history.length, 'action')} with their transactions,{' '}
              {countText(record.claims.length, 'claim')}, {countText(record.offers.length, 'offer')} and{' '}
              {countText(record.documents.length, 'document')}.
            </Typography>
            <Typography component="h3" variant="subtitle1">
              How to check it
            </Typography>
            <ol aria-label="How to check the record">
              {record.how_to_verify.map((step) => (
                <li key={step}>
                  <Typography variant="body2">{step}</Typography>
                </li>
              ))}
            </ol>
            {createPortal(<PrintableRecord record={record} />, document.body)}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button disabled={!record} onClick={() => window.print()}>
          Print
        </Button>
        <Button variant="contained" disabled={!record} onClick={() => record && download(record)}>
          Download JSON
        </Button>
      </DialogActions>
    </Dialog>
  )
}

function download(record: CaseRecord) {
  const blob = new Blob([`${JSON.stringify(record, null, 2)}\n`], { type: 'application/json' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = `case-${record.case_id}-record.json`
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
