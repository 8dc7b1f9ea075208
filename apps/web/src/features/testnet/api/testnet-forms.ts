import { addIssue, z } from '@portal/chain/zod-mini'
import { EVM_ADDRESS_MESSAGE, PUBLIC_KEY_MESSAGE } from '@portal/chain/keys'
import { accountNameMessage } from '@portal/chain/names'

// The developer tabs' rules: keys are `EOS`+50 or `PUB_K1_`+50 characters,
// new names 12 of a–z1–5, EVM addresses 0x+40 hex. The backend checks key checksums itself; the page
// does not load Wharf Kit to check them.

/** The developer page's tabs, by their `?tab=` value, with the original's labels. */
export const DEVELOPER_TABS = [
  { value: 'create', label: 'Create Account' },
  { value: 'tlos-native', label: 'Send TLOS (Native)' },
  { value: 'tlos-evm', label: 'Send TLOS (EVM)' },
  { value: 'tlos-zkevm', label: 'Send tTLOS (ZK-EVM)' },
] as const
export type DeveloperTab = (typeof DEVELOPER_TABS)[number]['value']

/** The tab a `?tab=` value names, or the first one. */
export function developerTab(value: string | null, fallback: DeveloperTab = 'create'): DeveloperTab {
  return DEVELOPER_TABS.find((tab) => tab.value === value)?.value ?? fallback
}

/** What the tabs say on success (the original's texts). */
export const SUCCESS_TEXTS = {
  native: '50.0000 TLOS were sent successfully',
  evm: '50.0 TLOS were sent successfully',
  zkevm: '50.0 tTLOS were sent successfully',
} as const

const PUBLIC_KEY_PATTERN = /^(EOS[1-9A-HJ-NP-Za-km-z]{50}|PUB_K1_[1-9A-HJ-NP-Za-km-z]{50})$/

const nameField = (kind: 'new' | 'existing') =>
  z.string().check(
    z.superRefine((value, context) => {
      const message = accountNameMessage(value, kind)
      if (message) addIssue(context, { message })
    }),
  )

export const publicKeyField = z.string().check(z.trim(), z.regex(PUBLIC_KEY_PATTERN, PUBLIC_KEY_MESSAGE))

export const createAccountSchema = z.object({
  accountName: nameField('new'),
  ownerKey: publicKeyField,
  activeKey: publicKeyField,
})
export type CreateAccountValues = z.infer<typeof createAccountSchema>

export const nativeFaucetSchema = z.object({ account: nameField('existing') })

export const evmAddressSchema = z.object({
  address: z.string().check(z.trim(), z.regex(/^0x[0-9a-fA-F]{40}$/, EVM_ADDRESS_MESSAGE)),
})

export const rotationSchema = z.object({ account: nameField('existing') })
