import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { evmAddressSchema } from '../api/testnet-forms.ts'
import type { CallOutcome } from './call-result.tsx'
import { SingleFieldForm } from './single-field-form.tsx'

afterEach(cleanup)

describe('SingleFieldForm', () => {
  it('R-CALL-TX-06: a second submit while the faucet call runs joins it: one call, its success shown, no refusal', async () => {
    const calls: string[] = []
    let answer: (outcome: CallOutcome) => void = () => {}
    const run = (address: string) => {
      calls.push(address)
      return new Promise<CallOutcome>((resolve) => (answer = resolve))
    }
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SingleFieldForm
          name="address"
          label="zkEVM address"
          helperText="0x followed by 40 hexadecimal characters."
          schema={evmAddressSchema}
          submitLabel="Send tTLOS"
          run={run}
        />
      </QueryClientProvider>,
    )
    const address = `0x${'ab'.repeat(20)}`
    fireEvent.change(screen.getByLabelText('zkEVM address'), { target: { value: address } })
    const form = screen.getByRole('button', { name: 'Send tTLOS' }).closest('form')
    if (!form) throw new Error('the button is not in a form')
    // Two submits before React has drawn the button disabled, as a quick double click or a second
    // Enter can on a busy phone: nothing between them re-renders.
    act(() => {
      fireEvent.submit(form)
      fireEvent.submit(form)
    })
    expect((await screen.findByRole('button', { name: 'Sending…' })).hasAttribute('disabled')).toBe(true)
    answer({ kind: 'success', text: 'The tTLOS were sent successfully.' })
    await screen.findByText('The tTLOS were sent successfully.')
    expect(calls).toEqual([address])
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
