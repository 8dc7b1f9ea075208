import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { MakeOfferDialog, StartCaseDialog } from './arbitrator-dialogs.tsx'
import { CreateCaseDialog } from './claim-dialogs.tsx'
import { DocumentDialog } from './document-dialog.tsx'
import { ReviewClaimDialog } from './review-claim-dialog.tsx'

afterEach(cleanup)

const HASH = 'QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG'
const show = (children: ReactNode) =>
  render(<QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>)
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { selector: 'input, textarea' }), { target: { value } })
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement

describe('Resolve dialog validation', () => {
  it('R-FORM-19 R-FORM-21 R-FORM-22 R-FORM-40: make offer defaults to 1 and 1, refuses 0 hours, shows the total to 2 decimals', async () => {
    show(<MakeOfferDialog open onClose={() => {}} account="arbitrator1" caseId="1" />)
    expect((screen.getByLabelText('Estimated hours') as HTMLInputElement).value).toBe('1')
    expect((screen.getByLabelText('Hourly rate (USD)') as HTMLInputElement).value).toBe('1')
    type('Estimated hours', '0')
    expect(await screen.findByText('Must be greater than 0.')).toBeTruthy()
    type('Estimated hours', '3')
    type('Hourly rate (USD)', '12.5')
    await waitFor(() => expect(screen.getByTestId('offer-total').textContent).toBe('Total: 37.50 USD'))
  })

  it('R-FORM-40: an invalid rate shows no total (never a negative one), and the currency once', async () => {
    show(<MakeOfferDialog open onClose={() => {}} account="arbitrator1" caseId="1" />)
    type('Estimated hours', '2')
    type('Hourly rate (USD)', '-1')
    await waitFor(() =>
      expect(screen.getByTestId('offer-total').textContent).toBe('Total: — (enter valid hours and rate)'),
    )
    expect(screen.getByTestId('offer-total').textContent).not.toContain('$')
  })

  it('R-FORM-20 R-CALL-ARB-17: Update offer opens with the offer on chain, not the defaults', () => {
    const offer = {
      offer_id: '10',
      case_id: '1',
      arbitrator: 'arbitrator1',
      hourly_rate: '12.5000 USD',
      estimated_hours: 3,
      status: 1,
    }
    show(<MakeOfferDialog open onClose={() => {}} account="arbitrator1" caseId="1" offer={offer} />)
    expect(screen.getByRole('heading', { name: 'Update offer' })).toBeTruthy()
    expect((screen.getByLabelText('Estimated hours') as HTMLInputElement).value).toBe('3')
    expect((screen.getByLabelText('Hourly rate (USD)') as HTMLInputElement).value).toBe('12.5')
    expect(screen.getByTestId('offer-total').textContent).toBe('Total: 37.50 USD')
  })

  it('R-FORM-16 R-FORM-17: start case days default to 7 and must be above 0', async () => {
    show(<StartCaseDialog open onClose={() => {}} account="arbitrator1" caseId="1" />)
    expect((screen.getByLabelText('Days for the respondant') as HTMLInputElement).value).toBe('7')
    type('Days for the respondant', '0')
    expect(await screen.findByText('Must be greater than 0.')).toBeTruthy()
    await waitFor(() => expect(button('Start case').disabled).toBe(true))
  })

  it('R-FORM-06 R-DEFECT-16: create case names the bad respondant and keeps File case disabled', async () => {
    show(<CreateCaseDialog open onClose={() => {}} account="claimant1" />)
    type('Respondant', 'Bad.Name!')
    expect(await screen.findByText('Only lowercase letters a–z and digits 1–5.')).toBeTruthy()
    type('Claim document', HASH)
    await waitFor(() => expect(button('File case').disabled).toBe(true))
  })

  it('R-FORM-03 R-FORM-10: a document dialog enables submit only for a valid hash', async () => {
    show(
      <DocumentDialog
        open
        onClose={() => {}}
        title="Update claim 0"
        label="Claim document"
        submitLabel="Update claim"
        account="claimant1"
        transaction={() => ({ title: 'Update claim', calls: [] })}
      />,
    )
    type('Claim document', 'Qm123456789')
    await waitFor(() => expect(button('Update claim').disabled).toBe(true))
    type('Claim document', HASH)
    await waitFor(() => expect(button('Update claim').disabled).toBe(false))
  })

  it('R-FORM-12 R-FORM-14 R-FORM-15: review claim says no info is needed until a party is ticked; days default 2, at least 1', async () => {
    show(<ReviewClaimDialog open onClose={() => {}} account="arbitrator1" caseId="1" claimId="0" />)
    expect(screen.getByText('No more information is needed: close this form to continue.')).toBeTruthy()
    expect(button('Request info').disabled).toBe(true)
    fireEvent.click(screen.getByLabelText('More response info needed'))
    expect(((await screen.findByLabelText('Days for the respondant')) as HTMLInputElement).value).toBe('2')
    type('Info required from the respondant', HASH)
    await waitFor(() => expect(button('Request info').disabled).toBe(false))
    type('Days for the respondant', '0')
    expect(await screen.findByText('Must be at least 1.')).toBeTruthy()
    await waitFor(() => expect(button('Request info').disabled).toBe(true))
  })
})
