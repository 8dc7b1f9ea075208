import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { DEVNET_TEST_TIMEOUT_MS, devnetForThisFile } from '@/lib/testing/devnet-process.ts'
import { watchNetwork } from '@/lib/testing/network.ts'
import { renderRoute } from '@/lib/testing/render-route.tsx'
import { CreateAccount } from './create-account.tsx'

// The backend's refusals on /accounts/add against a real devnet. One race the devnet cannot be made to
// lose on its own is answered at the HTTP boundary: the name is free when checked and taken by the
// time the code is asked for (someone else created it in between), as the real backend answers it.

devnetForThisFile({ seed: 'none' })
afterEach(cleanup)

const routes = [{ path: '/accounts/add', element: <CreateAccount /> }]
const TAKEN = 'This account already exists.'

/** The backend refuses a registration whose body `refused` picks, with its `code` and `message` (HTTP 409). */
const refuseRegistrations = (
  refused: (body: Record<string, unknown>) => boolean,
  code: string,
  message: string,
) =>
  watchNetwork({
    answer: (call) =>
      call.method === 'POST' && call.path === '/v1/registrations' && refused(call.body ?? {})
        ? Response.json({ success: false, code, message }, { status: 409 })
        : undefined,
  })

/** On /accounts/add: types `name` (until it is said available) and `phone`, then asks for the code. */
async function askCodeFor(name: string, phone: string) {
  renderRoute('/accounts/add', routes)
  fireEvent.change(screen.getByLabelText('Account name'), { target: { value: name } })
  expect(await screen.findByText('This name is available.')).toBeTruthy()
  fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: phone } })
  fireEvent.click(screen.getByRole('button', { name: 'Send the code' }))
}

describe('/accounts/add refusals', () => {
  it(
    'R-ACCT-07: a name taken between the check and the send is said once, under the name, and is gone once the name changes',
    async () => {
      const network = refuseRegistrations(
        (body) => body.telosAccount === 'racedaccount',
        'ACCOUNT_EXISTS',
        TAKEN,
      )
      try {
        await askCodeFor('racedaccount', '+15550100077')
        await waitFor(() => expect(screen.getAllByText(TAKEN)).toHaveLength(1))
        expect(screen.queryByRole('alert')).toBeNull()
        const send = screen.getByRole('button', { name: 'Send the code' }) as HTMLButtonElement
        expect(send.disabled).toBe(true)

        fireEvent.change(screen.getByLabelText('Account name'), { target: { value: 'otheraccount' } })
        expect(await screen.findByText('This name is available.')).toBeTruthy()
        expect(screen.queryByText(TAKEN)).toBeNull()
        expect(send.disabled).toBe(false)
      } finally {
        network.restore()
      }
    },
    DEVNET_TEST_TIMEOUT_MS,
  )

  it(
    'R-ACCT-07: a refusal that is not about the name (a used phone number) shows once and goes when the number changes',
    async () => {
      const USED = 'This phone number has already been used to create an account.'
      const network = refuseRegistrations((body) => body.smsNumber === '+15550100078', 'NUMBER_USED', USED)
      try {
        await askCodeFor('phoneaccount', '+15550100078')
        expect((await screen.findByRole('alert')).textContent).toBe(USED)
        fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '+15550100079' } })
        await waitFor(() => expect(screen.queryByText(USED)).toBeNull())
      } finally {
        network.restore()
      }
    },
    DEVNET_TEST_TIMEOUT_MS,
  )
})
