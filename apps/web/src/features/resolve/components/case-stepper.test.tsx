import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { CASE_STATUS_LABELS } from '@portal/chain/resolve/index'
import { CaseStepper } from './case-stepper.tsx'

afterEach(cleanup)

describe('CaseStepper', () => {
  it.each(Object.entries(CASE_STATUS_LABELS))(
    'R-RES-CASE-06 R-DEFECT-04: status %s makes "%s" the active step',
    (status, label) => {
      render(<CaseStepper status={Number(status)} />)
      expect(screen.getByTestId('active-case-step').textContent).toContain(label)
    },
  )

  it('shows the path that led to the ending: a cancelled case never shows investigation', () => {
    render(<CaseStepper status={8} />)
    expect(screen.queryByText('Investigation')).toBeNull()
    expect(screen.getByText('Awaiting offers')).toBeTruthy()
  })
})
