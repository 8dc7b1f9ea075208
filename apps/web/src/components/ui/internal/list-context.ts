import { createContext, useContext } from 'react'

/** A dense List tells its items to use the tighter paddings and the smaller text. */
export const ListContext = createContext<{ dense: boolean }>({ dense: false })

export function useListDense(): boolean {
  return useContext(ListContext).dense
}
