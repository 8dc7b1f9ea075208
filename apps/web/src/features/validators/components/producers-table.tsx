import { Checkbox } from '@/components/ui/checkbox.tsx'
import { Link } from '@/components/ui/link.tsx'
import { Stack } from '@/components/ui/stack.tsx'
import { Table } from '@/components/ui/table.tsx'
import { TableBody } from '@/components/ui/table-body.tsx'
import { TableCell } from '@/components/ui/table-cell.tsx'
import { TableHead } from '@/components/ui/table-head.tsx'
import { TableRow } from '@/components/ui/table-row.tsx'
import { TableSortLabel } from '@/components/ui/table-sort-label.tsx'
import { useMemo, useState } from 'react'
import { ScrollTable } from '@/components/scroll-table.tsx'
import type { ProducerValidation } from '../api/producer-validation.ts'
import { votesOf, type ProducerRow } from '../api/producers.ts'
import { compareValidators, type SortKey, type ValidatorRow } from './validator-rows.ts'
import { LazyTablePagination } from '@/components/lazy-table-pagination.tsx'
import { useClientPages } from '@/components/use-client-pages.ts'
import styles from './producers-table.module.css'
import { EmptyState } from '@/components/empty-state.tsx'

/** The original showed the 21 producing validators a page. */
export const VALIDATORS_PAGE_SIZE = 21

const votesFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

const COLUMNS: { key: SortKey | null; label: string; numeric?: boolean }[] = [
  { key: 'rank', label: 'Rank', numeric: true },
  { key: 'owner', label: 'Validator' },
  { key: 'country', label: 'Country' },
  { key: null, label: 'Links' },
  { key: 'votes', label: 'Total votes', numeric: true },
  { key: null, label: 'Mainnet SSL / API' },
  { key: null, label: 'Testnet SSL / API' },
  { key: 'produced', label: 'Produced', numeric: true },
  { key: 'missed', label: 'Missed', numeric: true },
  { key: 'missedPercent', label: 'Missed %', numeric: true },
]

function check(value: boolean | undefined): string {
  return value === undefined ? '—' : value ? 'Yes' : 'No'
}

/** Selection for voting: which validators are picked, and how to pick one. */
export type ValidatorSelection = {
  selected: readonly string[]
  toggle: (owner: string) => void
  full: boolean
}

/**
 * The validators, ranked by votes, sortable by any column with values, 21 a page. Columns from the
 * producer-validation document show a dash when it is unavailable.
 */
export function ProducersTable({
  producers,
  validation,
  selection,
}: {
  producers: readonly (ProducerRow & { rank: number })[]
  validation: ReadonlyMap<string, ProducerValidation> | null
  selection?: ValidatorSelection | undefined
}) {
  const [sort, setSort] = useState<ValidatorSort>({ key: 'rank', descending: false })
  const rows = useMemo<ValidatorRow[]>(
    () =>
      producers
        .map((row) => ({ row, info: validation?.get(row.owner), votes: votesOf(row) }))
        .sort((a, b) => compareValidators(a, b, sort.key) * (sort.descending ? -1 : 1)),
    [producers, validation, sort],
  )
  // A new sort starts again from the first page.
  const pages = useClientPages(rows, VALIDATORS_PAGE_SIZE, `${sort.key} ${sort.descending}`)
  const sortBy = (key: SortKey) =>
    setSort((current) => ({ key, descending: current.key === key ? !current.descending : false }))
  return (
    <>
      <ScrollTable label="Validators">
        <Table size="small" aria-label="Validators">
          <ValidatorsHead sort={sort} onSort={sortBy} voting={selection !== undefined} />
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length + (selection ? 1 : 0)}>
                  <EmptyState compact>No validators are registered.</EmptyState>
                </TableCell>
              </TableRow>
            )}
            {pages.rows.map((validator) => (
              <ValidatorTableRow key={validator.row.owner} validator={validator} selection={selection} />
            ))}
          </TableBody>
        </Table>
      </ScrollTable>
      {pages.paged && <LazyTablePagination {...pages.pagination} />}
    </>
  )
}

type ValidatorSort = { key: SortKey; descending: boolean }

/** The column heads, each sortable column with its sort button. */
function ValidatorsHead({
  sort,
  onSort,
  voting,
}: {
  sort: ValidatorSort
  onSort: (key: SortKey) => void
  /** A vote checkbox column comes first. */
  voting: boolean
}) {
  return (
    <TableHead>
      <TableRow>
        {voting && <TableCell padding="checkbox">Vote</TableCell>}
        {COLUMNS.map((column) => (
          <TableCell
            key={column.label}
            align={column.numeric ? 'right' : 'left'}
            sortDirection={column.key === sort.key ? (sort.descending ? 'desc' : 'asc') : false}
          >
            {column.key ? (
              <TableSortLabel
                active={column.key === sort.key}
                direction={column.key === sort.key && sort.descending ? 'desc' : 'asc'}
                onClick={() => onSort(column.key as SortKey)}
              >
                {column.label}
              </TableSortLabel>
            ) : (
              column.label
            )}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  )
}

/** One validator's row: its vote checkbox, rank, names, links, votes, checks and blocks. */
function ValidatorTableRow({
  validator: { row, info, votes },
  selection,
}: {
  validator: ValidatorRow
  selection: ValidatorSelection | undefined
}) {
  const produced = info?.producedBlocks
  const missed = info?.missedBlocks
  const total = (produced ?? 0) + (missed ?? 0)
  const picked = selection?.selected.includes(row.owner) ?? false
  return (
    <TableRow hover selected={picked}>
      {selection && (
        <TableCell padding="checkbox">
          <Checkbox
            checked={picked}
            disabled={!picked && selection.full}
            onChange={() => selection.toggle(row.owner)}
            slotProps={{ input: { 'aria-label': `Vote for ${row.owner}` } }}
          />
        </TableCell>
      )}
      <TableCell align="right">{row.rank}</TableCell>
      <TableCell>
        {row.owner}
        {info?.name && info.name !== row.owner ? ` (${info.name})` : ''}
      </TableCell>
      <TableCell>{info?.country || '—'}</TableCell>
      <TableCell>
        <ValidatorLinks info={info} />
      </TableCell>
      <TableCell align="right">{votesFormat.format(votes)}</TableCell>
      <TableCell>
        {check(info?.sslVerified)} / {check(info?.apiVerified)}
      </TableCell>
      <TableCell>
        {check(info?.sslVerifiedTestNet)} / {check(info?.apiVerifiedTestNet)}
      </TableCell>
      <TableCell align="right">{produced ?? '—'}</TableCell>
      <TableCell align="right">{missed ?? '—'}</TableCell>
      <TableCell align="right">
        {missed === undefined || total === 0 ? '—' : `${((missed / total) * 100).toFixed(2)} %`}
      </TableCell>
    </TableRow>
  )
}

function ValidatorLinks({ info }: { info: ProducerValidation | undefined }) {
  const links = [
    ...(info?.website ? [{ network: 'website', url: info.website }] : []),
    ...(info?.social ?? []),
  ]
  if (links.length === 0) return <>—</>
  return (
    <Stack direction="row" spacing={1} useFlexGap className={styles.links}>
      {links.map((link) => (
        <Link key={link.network} href={link.url} target="_blank" rel="noopener noreferrer">
          {link.network}
        </Link>
      ))}
    </Stack>
  )
}
