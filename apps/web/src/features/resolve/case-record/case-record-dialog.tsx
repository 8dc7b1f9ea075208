import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'
import { DialogActions } from '@/components/ui/dialog-actions.tsx'
import { DialogContent } from '@/components/ui/dialog-content.tsx'
import { DialogTitle } from '@/components/ui/dialog-title.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useMemo } from 'react'
import { createPortal } from 'react-dom'
import { getNetwork } from '@/config/network.ts'
import { offersForCase } from '@portal/chain/resolve/index'
import { useCaseHistory } from '../api/case-history.ts'
import { useCaseFile, useClaims, useOffers } from '../api/resolve-tables.ts'
import { buildCaseRecord, type CaseRecord } from './case-record.ts'
import styles from './case-record-dialog.module.css'

// Loaded only when someone exports a case record: the JSON download, and a printable copy that is
// the only thing on the page while printing (@media print) and hidden on screen.

/** The export dialog of a case: what the record holds, Download JSON, Print, and how to verify it. */
export function CaseRecordDialog({ caseId, onClose }: { caseId: string; onClose: () => void }) {
  const caseFile = useCaseFile(caseId)
  const claims = useClaims(caseId)
  const offers = useOffers(true)
  const history = useCaseHistory(caseId)
  const exportedAt = useMemo(() => new Date(), [])
  const record = useMemo(() => {
    if (!caseFile.data || !claims.data || !offers.data || !history.data) return undefined
    const network = getNetwork()
    return buildCaseRecord({
      caseId,
      caseFile: caseFile.data,
      claims: claims.data,
      offers: offersForCase(offers.data, caseId),
      history: history.data,
      network,
      exportedAt,
    })
  }, [caseId, caseFile.data, claims.data, offers.data, history.data, exportedAt])
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
              {record.history.length} actions with their transactions, {record.claims.length} claims,{' '}
              {record.offers.length} offers and {record.documents.length} documents.
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

/** The record as a printed page: every action with its transaction, block and time, then the documents. */
function PrintableRecord({ record }: { record: CaseRecord }) {
  return (
    <div className={styles.printRecord} data-testid="case-record-print">
      <h1>Case {record.case_id} record</h1>
      <p>
        Exported {record.exported_at} from {record.network.chain_api}; history from{' '}
        {record.network.history_api}
        {record.network.chain_id ? `; chain id ${record.network.chain_id}` : ''}.
      </p>
      <h2>Actions</h2>
      <table>
        <thead>
          <tr>
            <th>Action</th>
            <th>By</th>
            <th>Block</th>
            <th>Time (UTC)</th>
            <th>Transaction</th>
            <th>Data</th>
          </tr>
        </thead>
        <tbody>
          {record.history.map((entry, index) => (
            <tr key={entry.global_sequence ?? index}>
              <td>
                {entry.action}: {entry.summary}
              </td>
              <td>{entry.actor}</td>
              <td>{entry.block_num}</td>
              <td>{entry.timestamp}</td>
              <td>{entry.transaction_id}</td>
              <td>{JSON.stringify(entry.data)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Documents</h2>
      <table>
        <tbody>
          {record.documents.map((document) => (
            <tr key={`${document.role}-${document.cid}`}>
              <td>{document.role}</td>
              <td>{document.cid}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>How to check this record</h2>
      <ol>
        {record.how_to_verify.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </div>
  )
}
