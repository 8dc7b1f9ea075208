import { createContext, useContext } from 'react'

/** What a FormControl tells the labels, helper texts and controls inside it. */
export interface FormControlState {
  error: boolean
  disabled: boolean
  required: boolean
}

export const FormControlContext = createContext<FormControlState | null>(null)

/** The enclosing FormControl's state, if any. */
export function useFormControl(): FormControlState | null {
  return useContext(FormControlContext)
}
