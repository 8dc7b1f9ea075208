import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TablePagination } from './table-pagination.tsx'

afterEach(cleanup)

describe('TablePagination', () => {
  it("shows MUI's labels: rows per page, the displayed range and the page buttons", () => {
    render(
      <TablePagination
        count={42}
        page={0}
        rowsPerPage={10}
        rowsPerPageOptions={[10, 25]}
        onPageChange={() => {}}
      />,
    )
    const select = screen.getByRole('combobox', { name: 'Rows per page:' })
    expect(select.tagName).toBe('SELECT')
    expect((select as HTMLSelectElement).value).toBe('10')
    expect(screen.getByText('1–10 of 42')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Go to previous page' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    expect((screen.getByRole('button', { name: 'Go to next page' }) as HTMLButtonElement).disabled).toBe(
      false,
    )
  })

  it('asks for the next and previous page, and stops at the last one', () => {
    const onPageChange = vi.fn()
    const { rerender } = render(
      <TablePagination
        count={42}
        page={1}
        rowsPerPage={10}
        rowsPerPageOptions={[10]}
        onPageChange={onPageChange}
      />,
    )
    expect(screen.getByText('11–20 of 42')).toBeTruthy()
    expect(screen.queryByRole('combobox')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }))
    expect(onPageChange).toHaveBeenLastCalledWith(expect.anything(), 2)
    fireEvent.click(screen.getByRole('button', { name: 'Go to previous page' }))
    expect(onPageChange).toHaveBeenLastCalledWith(expect.anything(), 0)
    rerender(
      <TablePagination
        count={42}
        page={4}
        rowsPerPage={10}
        rowsPerPageOptions={[10]}
        onPageChange={onPageChange}
      />,
    )
    expect(screen.getByText('41–42 of 42')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Go to next page' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('reports a new number of rows per page from its select', () => {
    const onRowsPerPageChange = vi.fn()
    render(
      <TablePagination
        count={100}
        page={0}
        rowsPerPage={10}
        rowsPerPageOptions={[10, 25, 50]}
        onPageChange={() => {}}
        onRowsPerPageChange={(event) => onRowsPerPageChange(event.target.value)}
      />,
    )
    fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page:' }), { target: { value: '25' } })
    expect(onRowsPerPageChange).toHaveBeenCalledWith('25')
  })
})
