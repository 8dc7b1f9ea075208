import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { StepContent } from './step-content.tsx'
import { StepLabel } from './step-label.tsx'
import { Step } from './step.tsx'
import { Stepper } from './stepper.tsx'

afterEach(cleanup)

const STEPS = ['Nomination', 'Voting', 'Results']

describe('Stepper', () => {
  it('lists its steps in order, their texts readable through [data-step-label]', () => {
    render(
      <Stepper activeStep={1} alternativeLabel aria-label="Election steps">
        {STEPS.map((text) => (
          <Step key={text}>
            <StepLabel>{text}</StepLabel>
          </Step>
        ))}
      </Stepper>,
    )
    const list = screen.getByRole('list', { name: 'Election steps' })
    expect(Array.from(list.querySelectorAll('[data-step-label]')).map((label) => label.textContent)).toEqual(
      STEPS,
    )
    const items = screen.getAllByRole('listitem')
    expect(
      items.map((item) => [item.hasAttribute('data-completed'), item.hasAttribute('data-active')]),
    ).toEqual([
      [true, false],
      [false, true],
      [false, false],
    ])
  })

  it('shows only the active step’s content in a vertical stepper, and passes aria-current through', () => {
    render(
      <Stepper orientation="vertical" activeStep={2}>
        {STEPS.map((text, index) => (
          <Step key={text} aria-current={index === 2 ? 'step' : undefined}>
            <StepLabel>{text}</StepLabel>
            <StepContent>Body of {text}</StepContent>
          </Step>
        ))}
      </Stepper>,
    )
    expect(screen.queryByText('Body of Voting')).toBeNull()
    expect(screen.getByText('Body of Results')).toBeTruthy()
    expect(screen.getAllByRole('listitem')[2]?.getAttribute('aria-current')).toBe('step')
  })
})
