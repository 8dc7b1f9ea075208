import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { InputAdornment } from './input-adornment.tsx'
import { TextField } from './text-field.tsx'

afterEach(cleanup)

describe('TextField', () => {
  it('ties its label to the input and its helper text through aria-describedby', () => {
    render(<TextField label="Memo" helperText="Shown on the chain" />)
    const input = screen.getByRole('textbox', { name: 'Memo' })
    const helperId = input.getAttribute('aria-describedby')
    expect(helperId).toBeTruthy()
    expect(document.getElementById(helperId ?? '')?.textContent).toBe('Shown on the chain')
    expect(input.getAttribute('aria-invalid')).toBeNull()
  })

  it('marks an error as aria-invalid, with the message as its description', () => {
    render(<TextField label="Quantity" error helperText="Must be positive" required />)
    const input = screen.getByRole('textbox', { name: /Quantity/ })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.hasAttribute('required')).toBe(true)
    expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Must be positive',
    )
  })

  it('passes native attributes and adornments through slotProps', () => {
    render(
      <TextField
        label="Code"
        slotProps={{
          htmlInput: { inputMode: 'numeric', maxLength: 6, 'aria-describedby': 'extra' },
          input: { endAdornment: <InputAdornment position="end">TLOS</InputAdornment>, readOnly: true },
        }}
      />,
    )
    const input = screen.getByRole('textbox', { name: 'Code' })
    expect(input.getAttribute('inputmode')).toBe('numeric')
    expect(input.getAttribute('maxlength')).toBe('6')
    expect(input.hasAttribute('readonly')).toBe(true)
    expect(input.getAttribute('aria-describedby')).toBe('extra')
    expect(screen.getByText('TLOS')).toBeTruthy()
  })

  it('renders a textarea when multiline', () => {
    render(<TextField label="Description" multiline minRows={3} />)
    expect(screen.getByRole('textbox', { name: 'Description' }).tagName).toBe('TEXTAREA')
  })

  it("works with react-hook-form's register (name, onChange, onBlur, ref)", () => {
    const seen = vi.fn()
    function Form() {
      const form = useForm<{ memo: string }>({ defaultValues: { memo: 'hello' } })
      return (
        <form onSubmit={form.handleSubmit((values) => seen(values))}>
          <TextField label="Memo" {...form.register('memo')} />
          <button type="submit">Send</button>
        </form>
      )
    }
    render(<Form />)
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Memo' })
    expect(input.value).toBe('hello')
    expect(input.name).toBe('memo')
    fireEvent.change(input, { target: { value: 'world' } })
    fireEvent.submit(screen.getByRole('button', { name: 'Send' }))
    return vi.waitFor(() => expect(seen).toHaveBeenCalledWith({ memo: 'world' }))
  })

  it('R-ACCT-06: a field made read-only through the native input cannot be typed into', async () => {
    // The private keys on /accounts/add are shown this way, beside a copy button.
    render(
      <TextField
        label="Private key"
        defaultValue="5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3"
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
      />,
    )
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Private key' })
    await userEvent.type(input, 'oops')
    expect(input.readOnly).toBe(true)
    expect(input.value).toBe('5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD3')
  })

  it('puts a test id and the keyboard mode on the native input', () => {
    render(<TextField label="Amount" data-testid="amount" inputMode="decimal" />)
    const input = screen.getByTestId('amount')
    expect(input.tagName).toBe('INPUT')
    expect(input.getAttribute('inputmode')).toBe('decimal')
  })
})
