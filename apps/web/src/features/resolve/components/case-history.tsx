import { CircularProgress } from '@/components/ui/circular-progress.tsx'
import { List } from '@/components/ui/list.tsx'
import { ListItem } from '@/components/ui/list-item.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { Fragment, useState } from 'react'
import { caseHistorySentence, historyActor, historyFields } from '@portal/chain/resolve/index'
import { useCaseHistory, type CaseHistoryEntry } from '../api/case-history.ts'
import { DeadlineText } from '@/components/deadline.tsx'
import { QueryGate } from '@/components/query-gate.tsx'
import styles from './case-history.module.css'

/**
 * The case's action history from the history API, with a progress indicator while it loads and Retry
 * when it failed.
 */
export function CaseHistory({ caseId }: { caseId: string }) {
  const [progress, setProgress] = useState(0)
  // Progress shows only on the first load; once it reached 100 the 10 s refetches leave it there, so a
  // refresh that finds the same history renders nothing.
  const history = useCaseHistory(caseId, (percent) => setProgress((shown) => (shown === 100 ? 100 : percent)))
  return (
    <QueryGate
      queries={[history]}
      what="case history"
      indicator={
        <CircularProgress variant="determinate" value={progress} aria-label="Loading case history" />
      }
      errorText={() => 'The case history is not available right now.'}
    >
      {() => <HistoryList entries={history.data ?? []} />}
    </QueryGate>
  )
}

function HistoryList({ entries }: { entries: readonly CaseHistoryEntry[] }) {
  if (entries.length === 0) return <Typography>No actions recorded yet.</Typography>
  return (
    <List dense aria-label="Case history">
      {entries.map((entry, index) => (
        <ListItem key={String(entry.global_sequence ?? index)} data-testid="history-entry" disableGutters>
          <HistoryLine entry={entry} />
        </ListItem>
      ))}
    </List>
  )
}

/** What happened and who did it, when, and the action's data as labelled fields on demand. */
function HistoryLine({ entry }: { entry: CaseHistoryEntry }) {
  const sentence = caseHistorySentence(entry)
  return (
    <div className={styles.line}>
      <Typography component="p" variant="body2" className={styles.sentence}>
        {sentence}
      </Typography>
      <Typography component="p" variant="caption" color="textSecondary">
        {entry.timestamp ? <DeadlineText value={entry.timestamp} /> : 'Time not recorded'}
      </Typography>
      <details className={styles.details}>
        <summary aria-label={`Details: ${sentence}`}>Details</summary>
        <dl className={styles.fields}>
          <dt>Action</dt>
          <dd>
            <code>{entry.act.name}</code>
          </dd>
          <dt>Signed by</dt>
          <dd>{historyActor(entry) || 'none'}</dd>
          {historyFields(entry.act.data).map((field) => (
            <Fragment key={field.label}>
              <dt>{field.label}</dt>
              <dd>{field.value}</dd>
            </Fragment>
          ))}
        </dl>
      </details>
    </div>
  )
}
