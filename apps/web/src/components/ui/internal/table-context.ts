import { createContext, useContext } from 'react'

/** What a Table tells its cells: their padding size and whether the header sticks. */
export const TableContext = createContext<{ size: 'small' | 'medium'; stickyHeader: boolean }>({
  size: 'medium',
  stickyHeader: false,
})

/** Whether cells sit in the table's head (rendered as `<th scope="col">`) or its body. */
export const TableSectionContext = createContext<'head' | 'body' | 'footer' | undefined>(undefined)

export function useTable() {
  return useContext(TableContext)
}

export function useTableSection() {
  return useContext(TableSectionContext)
}
