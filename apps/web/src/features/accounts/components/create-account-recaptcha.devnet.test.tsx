/**
 * happy-dom runs no page scripts unless asked; this test needs the devnet's reCAPTCHA stand-in to run.
 * The script comes from our own devnet, so the VM-context warning does not apply.
 * @vitest-environment-options {"settings": {"enableJavaScriptEvaluation": true, "suppressInsecureJavaScriptEnvironmentWarning": true}}
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { accountExists } from '@/lib/chain/account-exists.ts'
import { DEVNET_TEST_TIMEOUT_MS, devnetForThisFile } from '@/lib/testing/devnet-process.ts'
import { watchNetwork } from '@/lib/testing/network.ts'
import { renderRoute } from '@/lib/testing/render-route.tsx'
import { CreateAccount } from './create-account.tsx'

// The reCAPTCHA path of /accounts/add against a real devnet: the portal loads the devnet's stand-in for
// Google's script (the local preset's recaptchaScriptUrl) and creates the account through
// /v1/recaptchaCreate. The build-time switch (PORTAL_ACCOUNT_CREATION) is set before the network is read.

const devnet = devnetForThisFile({ seed: 'none' })
beforeAll(() => {
  vi.stubEnv('PORTAL_ACCOUNT_CREATION', 'recaptcha')
})
afterEach(cleanup)

const routes = [
  { path: '/accounts/add', element: <CreateAccount /> },
  { path: '/accounts/add/congratulations', element: <p>Congratulations page</p> },
]

describe('/accounts/add on a network that creates accounts with reCAPTCHA', () => {
  it(
    'R-ACCT-01 R-HTTP-05: name, browser-made keys, then the check; a wrong answer shows the refusal and resets the check; the right one creates the account with public keys only',
    async () => {
      const network = watchNetwork()
      try {
        const view = renderRoute('/accounts/add', routes)
        expect(screen.queryByLabelText('Phone number')).toBeNull()
        fireEvent.change(screen.getByLabelText('Account name'), { target: { value: 'captchauser1' } })
        expect(await screen.findByText('This name is available.')).toBeTruthy()
        fireEvent.click(screen.getByRole('button', { name: 'Continue' }))

        expect(await screen.findByText('Keys of captchauser1')).toBeTruthy()
        const ownerPrivate = (screen.getByLabelText('Owner private key') as HTMLInputElement).value
        const activePrivate = (screen.getByLabelText('Active private key') as HTMLInputElement).value
        const ownerPublic = (screen.getByLabelText('Owner public key') as HTMLInputElement).value
        const activePublic = (screen.getByLabelText('Active public key') as HTMLInputElement).value
        // The script is loaded only on the captcha step.
        expect(document.querySelector('script[src*="/devnet/recaptcha/api.js"]')).toBeNull()
        fireEvent.click(screen.getByLabelText('I saved my keys'))
        fireEvent.click(screen.getByRole('button', { name: 'Continue' }))

        const robot = (await screen.findByLabelText("I'm not a robot")) as HTMLInputElement
        const script = document.querySelector<HTMLScriptElement>('script[src*="/devnet/recaptcha/api.js"]')
        expect(script?.src).toBe(`${devnet.url}/devnet/recaptcha/api.js?render=explicit`)
        const create = screen.getByRole('button', { name: 'Create account' }) as HTMLButtonElement
        expect(create.disabled).toBe(true)

        fireEvent.click(screen.getByRole('button', { name: 'Answer wrongly (devnet test)' }))
        await waitFor(() => expect(create.disabled).toBe(false))
        fireEvent.click(create)
        expect(await screen.findByText('reCAPTCHA verification failed. Please try again.')).toBeTruthy()
        expect(robot.checked).toBe(false)
        expect(create.disabled).toBe(true)
        expect(await accountExists('captchauser1')).toBe(false)

        fireEvent.click(robot)
        await waitFor(() => expect(create.disabled).toBe(false))
        fireEvent.click(create)
        await waitFor(() => expect(view.router.state.location.pathname).toBe('/accounts/add/congratulations'))
        expect(await accountExists('captchauser1')).toBe(true)

        const creations = network.calls.filter((call) => call.path === '/v1/recaptchaCreate')
        expect(creations.map((call) => call.body)).toEqual([
          {
            recaptchaResponse: 'devnet-wrong-captcha',
            accountName: 'captchauser1',
            ownerKey: ownerPublic,
            activeKey: activePublic,
          },
          {
            recaptchaResponse: 'devnet-test-captcha',
            accountName: 'captchauser1',
            ownerKey: ownerPublic,
            activeKey: activePublic,
          },
        ])
        const sent = JSON.stringify(network.calls.map((call) => [call.url, call.body]))
        expect(sent).not.toContain(ownerPrivate)
        expect(sent).not.toContain(activePrivate)
      } finally {
        network.restore()
      }
    },
    DEVNET_TEST_TIMEOUT_MS,
  )
})
