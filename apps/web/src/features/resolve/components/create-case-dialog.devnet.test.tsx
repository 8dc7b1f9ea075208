import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { DEVNET_TEST_TIMEOUT_MS, devnetForThisFile } from '@/lib/testing/devnet-process.ts'
import { watchNetwork } from '@/lib/testing/network.ts'
import { CreateCaseDialog } from './claim-dialogs.tsx'

// The create-case dialog against a real devnet: the respondant is looked up before anything is signed.

const HASH = 'QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG'

devnetForThisFile({ seed: 'none' })
afterEach(cleanup)

describe('create case against a devnet', () => {
  it(
    'R-FORM-33: a respondant that does not exist is named before signing, and nothing is sent',
    async () => {
      const network = watchNetwork()
      try {
        render(
          <QueryClientProvider client={new QueryClient()}>
            <CreateCaseDialog open onClose={() => {}} account="claimant1" />
          </QueryClientProvider>,
        )
        fireEvent.change(screen.getByLabelText('Respondant'), { target: { value: 'nonexistent1' } })
        fireEvent.change(screen.getByLabelText('Claim document', { selector: 'input' }), {
          target: { value: HASH },
        })
        const category = screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement
        const first = within(category)
          .getAllByRole('option', { hidden: true })
          .find((o) => !(o as HTMLOptionElement).disabled) as HTMLOptionElement
        fireEvent.change(category, { target: { value: first.value } })
        const submit = screen.getByRole('button', { name: 'File case' }) as HTMLButtonElement
        await waitFor(() => expect(submit.disabled).toBe(false))
        fireEvent.click(submit)
        expect(await screen.findByText('This account does not exist.')).toBeTruthy()
        const paths = network.calls.map((call) => call.path)
        expect(paths).toContain('/v1/chain/get_account')
        expect(paths).not.toContain('/v1/chain/send_transaction')
      } finally {
        network.restore()
      }
    },
    DEVNET_TEST_TIMEOUT_MS,
  )
})
