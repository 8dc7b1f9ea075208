import {
  caseStatusLabel,
  claimCategoryLabel,
  claimStatusLabel,
  offerStatusLabel,
  offerTotal,
} from '@portal/chain/resolve/index'
import type { CaseRecord } from './case-record.ts'
import styles from './case-record-dialog.module.css'

// The record as a printed document: a summary first (parties, status, claims, offers, ruling), then
// what happened, in order, with who and when (each action's data is in the JSON download), then the
// documents and how to check it all. Words never break inside; only identifiers (CIDs, transaction
// ids) wrap where they must.

const none = (value: string) => (value.trim() === '' ? 'none' : value)

/** The printed case record (hidden on screen; the only thing printed while the dialog is open). */
export function PrintableRecord({ record }: { record: CaseRecord }) {
  const { case: file } = record
  return (
    <article className={styles.printRecord} data-testid="case-record-print">
      <header>
        <h1>Case {record.case_id} record</h1>
        <p className={styles.printMeta}>
          Exported {record.exported_at.slice(0, 16).replace('T', ' ')} UTC from {record.network.chain_api}
          {record.network.chain_id ? ` (chain id ${record.network.chain_id})` : ''}.
        </p>
      </header>
      <section aria-label="Summary">
        <h2>Summary</h2>
        <dl className={styles.printFacts} data-testid="case-record-print-summary">
          <dt>Claimant</dt>
          <dd>{file.claimant}</dd>
          <dt>Respondant</dt>
          <dd>{none(file.respondant)}</dd>
          <dt>Arbitrators</dt>
          <dd>{file.arbitrators.length === 0 ? 'none yet' : file.arbitrators.join(', ')}</dd>
          <dt>Status</dt>
          <dd>{caseStatusLabel(file.case_status)}</dd>
          <dt>Ruling</dt>
          <dd className={styles.printId}>{file.case_ruling.trim() === '' ? 'not set' : file.case_ruling}</dd>
        </dl>
        <h3>Claims ({record.claims.length})</h3>
        <ul>
          {record.claims.map((claim) => (
            <li key={claim.claim_id}>
              Claim {claim.claim_id}: {claimCategoryLabel(claim.claim_category)},{' '}
              {claimStatusLabel(claim.status)}
            </li>
          ))}
        </ul>
        <h3>Offers ({record.offers.length})</h3>
        <ul>
          {record.offers.map((offer) => (
            <li key={offer.offer_id}>
              {offer.arbitrator}: {offer.estimated_hours} h at {offer.hourly_rate} per hour ={' '}
              {offerTotal(offer.hourly_rate, offer.estimated_hours) ?? '?'} USD,{' '}
              {offerStatusLabel(offer.status)}
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="What happened">
        <h2>What happened</h2>
        <ol className={styles.printHistory}>
          {record.history.map((entry, index) => (
            <li key={entry.global_sequence ?? index}>
              <p>
                <strong>{entry.summary}</strong> ·{' '}
                {entry.timestamp?.slice(0, 19).replace('T', ' ') ?? 'time unknown'} UTC
              </p>
              <p className={styles.printMeta}>
                {entry.action} in block {entry.block_num ?? '?'}, transaction{' '}
                <span className={styles.printId}>{entry.transaction_id ?? 'unknown'}</span>
              </p>
            </li>
          ))}
        </ol>
      </section>
      <section aria-label="Documents">
        <h2>Documents</h2>
        <ul>
          {record.documents.map((document) => (
            <li key={`${document.role}-${document.cid}`}>
              {document.role}: <span className={styles.printId}>{document.cid}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="How to check this record">
        <h2>How to check this record</h2>
        <ol>
          {record.how_to_verify.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    </article>
  )
}
