import { CASE_TABLE_PAGE_SIZE } from '@portal/chain/constants'
import { Button } from '@/components/ui/button.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { TableCell } from '@/components/ui/table-cell.tsx'
import { TableRow } from '@/components/ui/table-row.tsx'
import { useState } from 'react'
import { Link as RouterLink } from 'react-router'
import type { CaseFileRow } from '@portal/chain/contracts/arbitration/index'
import { CASE_STATUS_LABELS, caseStatusLabel } from '@portal/chain/resolve/index'
import { formatLocalTime, formatUtcTime } from '@portal/chain/time'
import { NativeSelectField } from '@/components/native-select-field.tsx'
import { RowsTable } from '@/components/scroll-table.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { LazyTablePagination } from '@/components/lazy-table-pagination.tsx'
import { useClientPages } from '@/components/use-client-pages.ts'
import styles from './cases-table.module.css'

const COLUMNS = ['ID', 'Claimant', 'Respondant', 'Arbitrator', 'Approvals', 'Status', 'Updated', 'Actions']

/** The cases matching a search (case id or any party's account) and a status ('' = all), newest first after an exact id. */
export function filterCases(cases: readonly CaseFileRow[], search: string, status: string): CaseFileRow[] {
  const term = search.trim().toLowerCase()
  return (
    [...cases]
      .filter((row) => status === '' || String(row.case_status) === status)
      .filter(
        (row) =>
          term === '' ||
          row.case_id === term ||
          row.claimant.includes(term) ||
          row.respondant.includes(term) ||
          row.arbitrators.some((arb) => arb.includes(term)),
      )
      // The case whose id is the search comes first: "3" also matches every account with a 3 in it.
      .sort(
        (a, b) =>
          Number(b.case_id === term) - Number(a.case_id === term) ||
          Number(BigInt(b.case_id) - BigInt(a.case_id)),
      )
  )
}

/** The case files table: 20 per page, searchable by case id and account, filterable by status. */
export function CasesTable({
  cases,
  label = 'Case files',
}: {
  cases: readonly CaseFileRow[]
  label?: string
}) {
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState('')
  const rows = filterCases(cases, search, status)
  // A new search or status filter starts again from the first page.
  const pages = useClientPages(rows, CASE_TABLE_PAGE_SIZE, `${search}\n${status}`)
  const shown = pages.rows
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Search by case id or account"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          size="small"
          className={styles.search}
        />
        <div className={styles.status}>
          <NativeSelectField label="Status" value={status} onChange={setStatus}>
            <option value="">All statuses</option>
            {Object.entries(CASE_STATUS_LABELS).map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </NativeSelectField>
        </div>
      </Stack>
      <RowsTable label={label} columns={COLUMNS} rowCount={shown.length} emptyText="No cases.">
        {shown.map((row) => (
          <TableRow key={row.case_id} data-testid={`case-row-${row.case_id}`}>
            <TableCell>{row.case_id}</TableCell>
            <TableCell>{row.claimant}</TableCell>
            <TableCell>{row.respondant || '—'}</TableCell>
            <TableCell>{row.arbitrators[0] ?? '—'}</TableCell>
            <TableCell>{row.approvals.length ? row.approvals.join(', ') : '—'}</TableCell>
            <TableCell>{caseStatusLabel(row.case_status)}</TableCell>
            <TableCell>
              {/* Local time in the column; UTC on hover, as the case page shows both. */}
              <time dateTime={`${row.update_ts}Z`} title={formatUtcTime(row.update_ts)}>
                {formatLocalTime(row.update_ts) ?? row.update_ts}
              </time>
            </TableCell>
            <TableCell>
              <Button
                component={RouterLink}
                to={`/resolve/case/${row.case_id}`}
                size="small"
                aria-label={`View case ${row.case_id}`}
              >
                View
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </RowsTable>
      <LazyTablePagination {...pages.pagination} />
    </Stack>
  )
}
