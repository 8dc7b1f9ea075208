import { Alert } from '@/components/ui/alert.tsx'
import { useMemo } from 'react'
import { usePaginationPreload } from '@/components/lazy-table-pagination.tsx'
import { QueryGate } from '@/components/query-gate.tsx'
import { useProducerValidation } from '../api/producer-validation.ts'
import { rankProducers, useProducers } from '../api/producers.ts'
import { ProducersTable, type ValidatorSelection } from './producers-table.tsx'
import styles from './validators-view.module.css'

/** The validators table: chain rows always, validation data when the configured document answers. */
export function ValidatorsTable({ selection }: { selection?: ValidatorSelection | undefined }) {
  const producers = useProducers()
  const validation = useProducerValidation()
  // The pager is fetched while the rows are read, so it is there when they arrive.
  usePaginationPreload()
  const ranked = useMemo(() => rankProducers(producers.data ?? []), [producers.data])
  // The rows wait for the validation document too (its details make them taller), so the table does
  // not grow under the reader; a document that cannot be read only adds the notice below.
  const details = { isPending: validation.isPending, isError: false, refetch: validation.refetch }
  return (
    <QueryGate queries={[producers, details]} what="validators">
      {() => (
        <>
          {validation.isError && (
            <Alert severity="info" className={styles.notice}>
              The validator details (location, links, checks and block counts) are unavailable right now; the
              table shows what the chain knows.
            </Alert>
          )}
          <ProducersTable producers={ranked} validation={validation.data ?? null} selection={selection} />
        </>
      )}
    </QueryGate>
  )
}
