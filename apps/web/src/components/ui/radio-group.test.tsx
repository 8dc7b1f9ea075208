import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Checkbox } from './checkbox.tsx'
import { FormControlLabel } from './form-control-label.tsx'
import { FormControl } from './form-control.tsx'
import { FormHelperText } from './form-helper-text.tsx'
import { FormLabel } from './form-label.tsx'
import { Radio } from './radio.tsx'
import { RadioGroup } from './radio-group.tsx'

afterEach(cleanup)

describe('RadioGroup', () => {
  it('is a radiogroup named by its FormLabel whose radios share a name and report their value', () => {
    const onChange = vi.fn()
    function Decision() {
      const [value, setValue] = useState('')
      return (
        <FormControl error>
          <FormLabel id="decision">Decision</FormLabel>
          <RadioGroup
            aria-labelledby="decision"
            row
            value={value}
            onChange={(_event, next) => {
              onChange(next)
              setValue(next)
            }}
          >
            <FormControlLabel value="true" control={<Radio />} label="Accept claim" />
            <FormControlLabel value="false" control={<Radio />} label="Reject claim" />
          </RadioGroup>
          <FormHelperText>Choose one</FormHelperText>
        </FormControl>
      )
    }
    render(<Decision />)
    expect(screen.getByRole('radiogroup', { name: 'Decision' })).toBeTruthy()
    const accept = screen.getByRole<HTMLInputElement>('radio', { name: 'Accept claim' })
    const reject = screen.getByRole<HTMLInputElement>('radio', { name: 'Reject claim' })
    expect(accept.name).toBe(reject.name)
    expect(accept.checked || reject.checked).toBe(false)
    fireEvent.click(screen.getByText('Reject claim'))
    expect(onChange).toHaveBeenCalledWith('false')
    expect(reject.checked).toBe(true)
    expect(accept.checked).toBe(false)
  })
})

describe('Checkbox', () => {
  it('is a native checkbox named by its label (or slotProps.input) and reports (event, checked)', () => {
    const onChange = vi.fn()
    render(
      <>
        <FormControlLabel
          control={<Checkbox checked={false} onChange={(_e, checked) => onChange(checked)} />}
          label="I saved my keys"
        />
        <Checkbox checked disabled slotProps={{ input: { 'aria-label': 'Vote for alice' } }} />
      </>,
    )
    fireEvent.click(screen.getByText('I saved my keys'))
    expect(onChange).toHaveBeenCalledWith(true)
    const vote = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Vote for alice' })
    expect(vote.disabled).toBe(true)
    expect(vote.checked).toBe(true)
  })
})
