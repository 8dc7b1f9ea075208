import { ButtonBase } from '@/components/ui/button-base.tsx'
import type { KeyboardEvent } from 'react'
import {
  ALL_TREASURIES,
  BALLOT_CATEGORY_FILTERS,
  BALLOT_SORTS,
  BALLOT_TABS,
  type BallotListFilters,
  type BallotTab,
} from '@portal/chain/governance/ballot-list'
import { BALLOT_FILTERS } from '@portal/chain/governance/ballots'
import { SearchField } from './native-field.tsx'
import { NativeSelectField } from '@/components/native-select-field.tsx'
import styles from './ballot-filters.module.css'

/** Tabs, status, category, treasury, search and sort of the ballots list. */
export function BallotFilters({
  filters,
  treasuries,
  onChange,
}: {
  filters: BallotListFilters
  treasuries: readonly string[]
  onChange: (next: BallotListFilters) => void
}) {
  const set = (patch: Partial<BallotListFilters>) => onChange({ ...filters, ...patch })
  const treasuryOptions = [...new Set([filters.treasury, 'VOTE', ...treasuries])].filter(
    (symbol) => symbol !== ALL_TREASURIES,
  )
  return (
    <div className={styles.filters}>
      <BallotTabs value={filters.tab} onChange={(tab) => set({ tab, category: undefined })} />
      <div className={styles.fields}>
        <SearchField label="Search titles" value={filters.search} onChange={(search) => set({ search })} />
        <NativeSelectField
          label="Status"
          value={filters.status ?? ''}
          onChange={(value) =>
            set({ status: BALLOT_FILTERS.find((status) => status.value === value)?.value })
          }
        >
          <option value="">Any status</option>
          {BALLOT_FILTERS.map((status) => (
            <option key={status.value} value={status.value}>
              {status.label}
            </option>
          ))}
        </NativeSelectField>
        {filters.tab === 'decide' && (
          <NativeSelectField
            label="Category"
            value={filters.category ?? ''}
            onChange={(value) =>
              set({ category: BALLOT_CATEGORY_FILTERS.find((category) => category.value === value)?.value })
            }
          >
            <option value="">Any category</option>
            {BALLOT_CATEGORY_FILTERS.filter((category) => category.value !== 'proposal').map((category) => (
              <option key={category.value} value={category.value}>
                {category.label}
              </option>
            ))}
          </NativeSelectField>
        )}
        <NativeSelectField
          label="Treasury"
          value={filters.treasury}
          onChange={(treasury) => set({ treasury })}
        >
          {treasuryOptions.map((symbol) => (
            <option key={symbol} value={symbol}>
              {symbol}
            </option>
          ))}
          <option value={ALL_TREASURIES}>All treasuries</option>
        </NativeSelectField>
        <NativeSelectField
          label="Sort"
          value={filters.sort}
          onChange={(value) =>
            set({ sort: BALLOT_SORTS.find((sort) => sort.value === value)?.value ?? 'default' })
          }
        >
          {BALLOT_SORTS.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </NativeSelectField>
      </div>
    </div>
  )
}

/**
 * The Decide and Proposals tabs. Plain tab buttons with a CSS underline: MUI's Tabs measure the
 * page on every render to place their indicator, which a list of many cards makes slow.
 */
function BallotTabs({ value, onChange }: { value: BallotTab; onChange: (tab: BallotTab) => void }) {
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (step === 0) return
    const index = BALLOT_TABS.findIndex((tab) => tab.value === value)
    const next = BALLOT_TABS[(index + step + BALLOT_TABS.length) % BALLOT_TABS.length]
    if (!next) return
    onChange(next.value)
    const buttons = event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')
    buttons[BALLOT_TABS.indexOf(next)]?.focus()
  }
  return (
    <div role="tablist" aria-label="Ballot kinds" onKeyDown={move} className={styles.tabs}>
      {BALLOT_TABS.map((tab) => {
        const selected = tab.value === value
        return (
          <ButtonBase
            key={tab.value}
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            className={styles.tab}
          >
            {tab.label}
          </ButtonBase>
        )
      })}
    </div>
  )
}
