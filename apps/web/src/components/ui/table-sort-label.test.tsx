import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { Table } from './table.tsx'
import { TableBody } from './table-body.tsx'
import { TableCell } from './table-cell.tsx'
import { TableHead } from './table-head.tsx'
import { TableRow } from './table-row.tsx'
import { TableSortLabel } from './table-sort-label.tsx'

afterEach(cleanup)

function SortedTable() {
  const [descending, setDescending] = useState(false)
  const direction = descending ? 'desc' : 'asc'
  return (
    <Table size="small" aria-label="Validators">
      <TableHead>
        <TableRow>
          <TableCell sortDirection={direction}>
            <TableSortLabel active direction={direction} onClick={() => setDescending((d) => !d)}>
              Votes
            </TableSortLabel>
          </TableCell>
          <TableCell sortDirection={false}>Name</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        <TableRow>
          <TableCell>10</TableCell>
          <TableCell>alice</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  )
}

describe('TableSortLabel in a table head', () => {
  it('is a button named by its column, and the header cell announces the order it toggles', () => {
    render(<SortedTable />)
    const votes = screen.getByRole('columnheader', { name: 'Votes' })
    expect(votes.getAttribute('aria-sort')).toBe('ascending')
    expect(votes.getAttribute('scope')).toBe('col')
    fireEvent.click(screen.getByRole('button', { name: 'Votes' }))
    expect(screen.getByRole('columnheader', { name: 'Votes' }).getAttribute('aria-sort')).toBe('descending')
  })

  it('leaves unsorted columns without aria-sort and body cells as plain cells', () => {
    render(<SortedTable />)
    expect(screen.getByRole('columnheader', { name: 'Name' }).hasAttribute('aria-sort')).toBe(false)
    expect(screen.getAllByRole('cell').map((cell) => cell.tagName)).toEqual(['TD', 'TD'])
  })

  it('does not submit the form it sits in', () => {
    let submitted = false
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault()
          submitted = true
        }}
      >
        <TableSortLabel>Votes</TableSortLabel>
      </form>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Votes' }))
    expect(submitted).toBe(false)
  })
})
