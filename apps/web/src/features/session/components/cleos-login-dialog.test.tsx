import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cancelWalletPrompt, openWalletPrompt, type CleosLogin } from '@/lib/session/wallet-prompts.ts'
import { CleosLoginDialog } from './cleos-login-dialog.tsx'

// The dialog against the real wallet prompt store: what the cleos wallet's login receives is the
// prompt's answer.

let openId: number | undefined
afterEach(() => {
  if (openId !== undefined) cancelWalletPrompt(openId)
  openId = undefined
  cleanup()
})

function openDialog() {
  const { id, answer } = openWalletPrompt<CleosLogin>({ kind: 'cleos-login' })
  openId = id
  let answered: CleosLogin | undefined
  void answer.then(
    (value) => (answered = value),
    () => undefined,
  )
  render(<CleosLoginDialog promptId={id} />)
  const dialog = screen.getByRole('dialog', { name: 'Connect to cleos' })
  return {
    dialog,
    answer,
    answered: () => answered,
    account: within(dialog).getByRole('textbox', { name: 'Account name' }),
    connect: () => fireEvent.click(within(dialog).getByRole('button', { name: 'Connect' })),
  }
}

const RULE = 'Only lowercase letters a–z, digits 1–5 and dots, up to 12 characters.'

describe('CleosLoginDialog', () => {
  it('R-SESS-08: an invalid name is refused on Connect with the rule, which then follows the field', async () => {
    const { dialog, account, connect, answer, answered } = openDialog()
    fireEvent.input(account, { target: { value: 'Not A Name' } })
    // Quiet while typing, and Connect stays available: pressing it says what is wrong.
    expect(within(dialog).queryByText(RULE)).toBeNull()
    expect(within(dialog).getByRole('button', { name: 'Connect' }).hasAttribute('disabled')).toBe(false)
    connect()
    expect(await within(dialog).findByText(RULE)).toBeTruthy()
    expect(answered()).toBeUndefined()

    fireEvent.input(account, { target: { value: ' alice ' } })
    await waitFor(() => expect(within(dialog).queryByText(RULE)).toBeNull())
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Owner' }))
    connect()
    await expect(answer).resolves.toEqual({ actor: 'alice', permission: 'owner' })
    openId = undefined
  })

  it('R-SESS-08: an empty account connects as eosio with the active permission', async () => {
    const { connect, answer } = openDialog()
    connect()
    await expect(answer).resolves.toEqual({ actor: 'eosio', permission: 'active' })
    openId = undefined
  })
})
