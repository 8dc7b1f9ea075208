import { createContext, useContext, type MouseEvent } from 'react'

/** A ToggleButtonGroup's state as its buttons see it. */
export interface ToggleGroupState {
  isSelected: (value: unknown) => boolean
  toggle: (event: MouseEvent<HTMLButtonElement>, value: unknown) => void
  size: 'small' | 'medium' | 'large'
  disabled: boolean
}

export const ToggleGroupContext = createContext<ToggleGroupState | null>(null)

export function useToggleGroup(): ToggleGroupState | null {
  return useContext(ToggleGroupContext)
}
