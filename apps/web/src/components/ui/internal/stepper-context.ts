import { createContext, useContext } from 'react'

export interface StepperState {
  activeStep: number
  orientation: 'horizontal' | 'vertical'
  alternativeLabel: boolean
}

export interface StepState {
  index: number
  active: boolean
  completed: boolean
  disabled: boolean
  last: boolean
}

export const StepperContext = createContext<StepperState>({
  activeStep: 0,
  orientation: 'horizontal',
  alternativeLabel: false,
})
export const StepContext = createContext<StepState>({
  index: 0,
  active: false,
  completed: false,
  disabled: false,
  last: true,
})

/** Set by Stepper: where this step stands in the list. */
export const StepIndexContext = createContext<{ index: number; last: boolean }>({ index: 0, last: true })

export function useStepper(): StepperState {
  return useContext(StepperContext)
}
export function useStep(): StepState {
  return useContext(StepContext)
}
