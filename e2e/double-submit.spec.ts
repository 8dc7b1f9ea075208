import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'
import {
  describeSubmitsOnce,
  newUserOn,
  randomWord,
  signedInOn,
  type SubmitForm,
} from './double-submit-support.ts'
import { journeyDao, journeyMember, journeyToken } from './journey-assets.ts'
import { createAccount, listJourneyAccounts, mustPush, randomName, uploadInto } from './resolve-support.ts'

// No submit sends twice: every form that sends a transaction has its submit double-clicked, as an
// impatient user does, and the history must hold exactly one new action for it. One entry per form
// below; each runs as its own test. The other forms are in double-submit-more.spec.ts and
// resolve-double-submit.spec.ts. Other journeys share this devnet and read the demo world: what is
// sent, minted or edited here goes to accounts, a DAO and a token this file makes for itself.

const tokenRow = (page: Page, code: string) => page.getByTestId(`token-${code}`)
const daoCard = (page: Page, code: string) => page.getByRole('article', { name: `DAO ${code}` })

const FORMS: SubmitForm[] = [
  {
    form: 'Vote on /trails/ballot/pollvoting',
    action: 'telos.decide:castvote',
    open: async (page) => {
      await signedInOn(page, 'voter2', '/trails/ballot/pollvoting')
      await page.getByRole('radio', { name: 'Vote alerts' }).check()
      return { actor: 'voter2', submit: page.getByRole('button', { name: 'Vote', exact: true }) }
    },
  },
  {
    form: 'Send on /transfers/add',
    action: 'eosio.token:transfer',
    open: async (page) => {
      const recipient = await createAccount('dsr', '1.0000 TLOS')
      const actor = await newUserOn(page, 'ds', '50.0000 TLOS', () => '/transfers/add')
      await page.getByLabel('To account').fill(recipient)
      await page.getByLabel('Amount (TLOS)').fill('1.5')
      await page.getByLabel('Memo').fill('double click')
      return { actor, submit: page.getByRole('button', { name: 'Send' }) }
    },
  },
  {
    form: 'Create and open voting in the Create a ballot dialog',
    action: 'telos.decide:newballot',
    open: async (page) => {
      await signedInOn(page, 'daomanager', '/trails/ballots')
      await page.getByRole('button', { name: 'Create ballot' }).click()
      const dialog = page.getByRole('dialog', { name: 'Create a ballot' })
      await dialog.getByRole('textbox', { name: 'Title' }).fill(`Poll ${randomWord(8)} twice?`)
      await dialog.getByRole('combobox', { name: 'DAO' }).selectOption('2,DEMO')
      return { actor: 'daomanager', submit: dialog.getByRole('button', { name: 'Create and open voting' }) }
    },
  },
  {
    form: 'Create DAO in the Create a DAO dialog',
    action: 'telos.decide:newtreasury',
    open: async (page) => {
      const actor = await newUserOn(page, 'dd', '1000.0000 TLOS', () => '/trails/treasuries')
      await page.getByRole('button', { name: 'Create DAO' }).click()
      const dialog = page.getByRole('dialog', { name: 'Create a DAO' })
      const code = randomWord(5, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')
      await dialog.getByRole('textbox', { name: 'Symbol' }).fill(code)
      await dialog.getByRole('spinbutton', { name: 'Decimals' }).fill('2')
      await dialog.getByRole('textbox', { name: 'Max supply' }).fill('5000')
      await dialog.getByRole('textbox', { name: 'Title' }).fill(`Twice ${code}`)
      return { actor, submit: dialog.getByRole('button', { name: 'Create DAO' }) }
    },
  },
  {
    form: 'Join on a DAO card',
    action: 'telos.decide:regvoter',
    open: async (page) => {
      const { code } = await journeyDao()
      const actor = await newUserOn(page, 'dj', '10.0000 TLOS', () => '/trails/treasuries')
      return { actor, submit: daoCard(page, code).getByRole('button', { name: 'Join' }) }
    },
  },
  {
    form: 'Save in the Edit DAO info dialog',
    action: 'telos.decide:edittrsinfo',
    open: async (page) => {
      const { manager, code } = await journeyDao()
      await listJourneyAccounts(page)
      await signedInOn(page, manager, '/trails/treasuries')
      await daoCard(page, code).getByRole('button', { name: 'Edit info' }).click()
      const dialog = page.getByRole('dialog', { name: `Edit ${code} info` })
      await dialog.getByRole('textbox', { name: 'Description' }).fill(`Edited once, ${randomWord(6)}.`)
      return { actor: manager, submit: dialog.getByRole('button', { name: 'Save' }) }
    },
  },
  {
    form: 'Mint in the Mint dialog',
    action: 'telos.decide:mint',
    open: async (page) => {
      const { manager, code } = await journeyDao()
      const member = await journeyMember(code)
      await listJourneyAccounts(page)
      await signedInOn(page, manager, '/trails/treasuries')
      await daoCard(page, code).getByRole('button', { name: 'Mint' }).click()
      const dialog = page.getByRole('dialog', { name: `Mint ${code}` })
      await dialog.getByRole('textbox', { name: 'To account' }).fill(member)
      await dialog.getByRole('textbox', { name: `Amount (${code})` }).fill('1')
      const submit = dialog.getByRole('button', { name: 'Mint' })
      await expect(submit).toBeEnabled()
      return { actor: manager, submit }
    },
  },
  {
    form: 'Create token in the Create token dialog',
    action: 'tokenmanager:createtoken',
    open: async (page) => {
      const actor = await newUserOn(page, 'dt', '2000.0000 TLOS', () => '/tokens')
      await page.getByRole('button', { name: 'Create token' }).click()
      const dialog = page.getByRole('dialog', { name: 'Create token' })
      await dialog.getByLabel('Token name').fill('Twice Token')
      await dialog.getByLabel('Symbol').fill(randomWord(5, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'))
      await dialog.getByLabel('Decimals').fill('2')
      await dialog.getByLabel('Maximum supply').fill('1000')
      const submit = dialog.getByRole('button', { name: 'Create token' })
      await expect(submit).toBeEnabled()
      return { actor, submit }
    },
  },
  ...(['Issue', 'Retire'] as const).map((verb): SubmitForm => ({
    form: `${verb} in a token's ${verb} dialog`,
    action: `secure.token:${verb.toLowerCase()}`,
    open: async (page) => {
      const { owner, code } = await journeyToken('10.00')
      await listJourneyAccounts(page)
      await signedInOn(page, owner, '/tokens')
      await tokenRow(page, code)
        .getByRole('button', { name: `${verb} ${code}` })
        .click()
      const dialog = page.getByRole('dialog', { name: `${verb} ${code}` })
      await dialog.getByLabel(`Amount (${code})`).fill('1')
      return { actor: owner, submit: dialog.getByRole('button', { name: verb }) }
    },
  })),
  {
    form: "Send in a token's Transfer dialog",
    action: 'secure.token:transfer',
    open: async (page) => {
      const { owner, code } = await journeyToken('10.00')
      const recipient = await createAccount('dtr', '1.0000 TLOS')
      await listJourneyAccounts(page)
      await signedInOn(page, owner, '/tokens')
      await tokenRow(page, code)
        .getByRole('button', { name: `Transfer ${code}` })
        .click()
      const dialog = page.getByRole('dialog', { name: `Transfer ${code}` })
      await dialog.getByLabel('To account').fill(recipient)
      await dialog.getByLabel(`Amount (${code})`).fill('1')
      const submit = dialog.getByRole('button', { name: 'Send' })
      await expect(submit).toBeEnabled()
      return { actor: owner, submit }
    },
  },
  {
    form: 'Create profile on /profiles/edit',
    action: 'profiles:newprofile',
    open: async (page) => {
      const actor = await newUserOn(page, 'dp', '10.0000 TLOS', (account) => `/profiles/edit/${account}`)
      const form = page.getByRole('form', { name: 'Create profile' })
      await form.getByLabel('Display name').fill('Twice Clicked')
      return { actor, submit: form.getByRole('button', { name: 'Create profile' }) }
    },
  },
  {
    form: 'Save changes on /profiles/edit',
    action: 'profiles:editdisplay',
    open: async (page) => {
      const actor = await createAccount('dpe', '10.0000 TLOS')
      await mustPush([
        {
          account: 'profiles',
          name: 'newprofile',
          actor,
          data: { account: actor, display_name: 'Clicked Once', avatar: '', bio: '' },
        },
      ])
      await listJourneyAccounts(page)
      await signedInOn(page, actor, `/profiles/edit/${actor}`)
      const form = page.getByRole('form', { name: 'Edit profile' })
      await form.getByLabel('Display name').fill('Clicked Twice')
      return { actor, submit: form.getByRole('button', { name: 'Save changes' }) }
    },
  },
  {
    form: 'Vote in the Your votes panel on /validators',
    action: 'eosio:voteproducer',
    open: async (page) => {
      const actor = await createAccount('dv', '100.0000 TLOS')
      const stake = {
        stake_net_quantity: '20.0000 TLOS',
        stake_cpu_quantity: '20.0000 TLOS',
        transfer: false,
      }
      await mustPush([
        { account: 'eosio', name: 'delegatebw', actor, data: { from: actor, receiver: actor, ...stake } },
      ])
      await listJourneyAccounts(page)
      await signedInOn(page, actor, '/validators')
      await page
        .getByRole('table', { name: 'Validators' })
        .getByRole('checkbox', { name: 'Vote for producer1' })
        .check()
      const submit = page.getByRole('region', { name: /Your votes/ }).getByRole('button', { name: 'Vote' })
      await expect(submit).toBeEnabled()
      return { actor, submit }
    },
  },
  {
    form: 'Lock on a safe card on /poc/smartsafe',
    action: 'safe.poc.tbs:locksafe',
    open: async (page) => {
      const name = randomName('safe')
      await mustPush([
        {
          account: 'safe.poc.tbs',
          name: 'addsafe',
          actor: 'safe.poc.tbs',
          data: { safe_name: name, admins: ['daomanager'] },
        },
      ])
      const actor = await newUserOn(page, 'dsl', '10.0000 TLOS', () => '/poc/smartsafe')
      const card = page.getByRole('article', { name })
      return { actor, submit: card.getByRole('button', { name: `Lock ${name}` }) }
    },
  },
  {
    form: 'File case in the Create a new case dialog',
    action: 'testtelosarb:filecase',
    open: async (page) => {
      const actor = await newUserOn(page, 'dc', '100.0000 TLOS', () => '/resolve/cases')
      await page.getByRole('button', { name: 'Create case' }).click()
      const dialog = page.getByRole('dialog', { name: 'Create a new case' })
      await dialog.getByLabel('Respondant').fill('respondant1')
      await dialog.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Contract breach' })
      await uploadInto(page, 'Create a new case', 'Claim document', `claim ${randomWord(6)}`)
      const submit = dialog.getByRole('button', { name: 'File case' })
      await expect(submit).toBeEnabled()
      return { actor, submit }
    },
  },
]

describeSubmitsOnce('Every submit sends once', FORMS)
