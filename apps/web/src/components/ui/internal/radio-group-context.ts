import { createContext, useContext, type ChangeEvent, type FocusEventHandler } from 'react'

/** What a RadioGroup tells its radios: one name, the checked value, and whom to tell of a change. */
export interface RadioGroupState {
  name: string
  value: string | undefined
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
  onBlur?: FocusEventHandler<HTMLInputElement>
  disabled?: boolean
}

export const RadioGroupContext = createContext<RadioGroupState | null>(null)

export function useRadioGroup(): RadioGroupState | null {
  return useContext(RadioGroupContext)
}
