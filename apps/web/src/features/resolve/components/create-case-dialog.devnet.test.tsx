import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { DEVNET_TEST_TIMEOUT_MS, devnetForThisFile } from '@/lib/testing/devnet-process.ts'
import { watchNetwork } from '@/lib/testing/network.ts'
import { CreateCaseDialog, SELF_RESPONDANT_MESSAGE } from './claim-dialogs.tsx'

// The create-case dialog against a real devnet: the respondant is looked up before anything is signed.

const HASH = 'QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG'

devnetForThisFile({ seed: 'demo' })
afterEach(cleanup)

describe('create case against a devnet', () => {
  async function fillCase(respondant: string) {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CreateCaseDialog open onClose={() => {}} account="claimant1" />
      </QueryClientProvider>,
    )
    fireEvent.change(screen.getByLabelText('Claim document', { selector: 'input' }), {
      target: { value: HASH },
    })
    const category = screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement
    const first = within(category)
      .getAllByRole('option', { hidden: true })
      .find((o) => !(o as HTMLOptionElement).disabled) as HTMLOptionElement
    fireEvent.change(category, { target: { value: first.value } })
    fireEvent.change(screen.getByLabelText('Respondant'), { target: { value: respondant } })
    return screen.getByRole('button', { name: 'File case' }) as HTMLButtonElement
  }

  it(
    'R-FORM-33 R-DEFECT-16: a respondant that does not exist is named as it is typed, and File case stays disabled',
    async () => {
      const network = watchNetwork()
      try {
        const submit = await fillCase('nonexistent1')
        expect(await screen.findByText('This account does not exist.')).toBeTruthy()
        expect(submit.disabled).toBe(true)
        const paths = network.calls.map((call) => call.path)
        expect(paths).toContain('/v1/chain/get_account')
        expect(paths).not.toContain('/v1/chain/send_transaction')
      } finally {
        network.restore()
      }
    },
    DEVNET_TEST_TIMEOUT_MS,
  )

  it(
    'R-DEFECT-16: the claimant as respondant is refused under the field, and File case stays disabled',
    async () => {
      const submit = await fillCase('claimant1')
      expect(await screen.findByText(SELF_RESPONDANT_MESSAGE)).toBeTruthy()
      expect(submit.disabled).toBe(true)
    },
    DEVNET_TEST_TIMEOUT_MS,
  )

  it(
    'an existing respondant enables File case',
    async () => {
      const submit = await fillCase('respondant1')
      await waitFor(() => expect(submit.disabled).toBe(false))
    },
    DEVNET_TEST_TIMEOUT_MS,
  )
})
