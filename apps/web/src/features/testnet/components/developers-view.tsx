import { Tab } from '@/components/ui/tab.tsx'
import { Tabs } from '@/components/ui/tabs.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useSearchParams } from 'react-router'
import { sendEvmTokens, sendNativeTlos } from '@/lib/services/testnet.ts'
import {
  DEVELOPER_TABS,
  developerTab,
  evmAddressSchema,
  nativeFaucetSchema,
  SUCCESS_TEXTS,
  type DeveloperTab,
} from '../api/testnet-forms.ts'
import { LazyCreateAccountTab, LazySingleFieldForm } from './lazy-forms.tsx'
import styles from './developers-view.module.css'

const EVM_HELP = '0x followed by 40 hexadecimal characters.'

/** The developer tools, one tab each, the tab kept in `?tab=` (`defaultTab` when it has none). */
export function DevelopersView({ defaultTab = 'create' }: { defaultTab?: DeveloperTab }) {
  const [params, setParams] = useSearchParams()
  const tab = developerTab(params.get('tab'), defaultTab)
  return (
    <>
      <Tabs
        value={tab}
        onChange={(_event, value: DeveloperTab) => setParams({ tab: value }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Developer tools"
      >
        {DEVELOPER_TABS.map((item) => (
          <Tab
            key={item.value}
            value={item.value}
            label={item.label}
            id={`tab-${item.value}`}
            aria-controls="developer-panel"
          />
        ))}
      </Tabs>
      <div role="tabpanel" id="developer-panel" aria-labelledby={`tab-${tab}`} className={styles.panel}>
        {tab === 'create' && (
          <>
            <Typography className={styles.intro}>
              Create a testnet account with keys you hold. The name is checked on the developer host first.
            </Typography>
            <LazyCreateAccountTab />
          </>
        )}
        {tab === 'tlos-native' && (
          <>
            <Typography className={styles.intro}>Send 50 testnet TLOS to a Telos native account.</Typography>
            <LazySingleFieldForm
              key="native"
              name="account"
              label="Account name"
              helperText="The account that receives the TLOS."
              schema={nativeFaucetSchema}
              submitLabel="Send TLOS"
              run={async (account) => ({
                kind: 'success',
                text: SUCCESS_TEXTS.native,
                transactionId: (await sendNativeTlos(account)).transactionId,
              })}
            />
          </>
        )}
        {tab === 'tlos-evm' && (
          <>
            <Typography className={styles.intro}>Send 50 testnet TLOS to an address on Telos EVM.</Typography>
            <LazySingleFieldForm
              key="evm"
              name="address"
              label="EVM address"
              helperText={EVM_HELP}
              schema={evmAddressSchema}
              submitLabel="Send TLOS"
              run={async (address) => evmOutcome('evm', address)}
            />
          </>
        )}
        {tab === 'tlos-zkevm' && (
          <>
            <Typography className={styles.intro}>
              Send 50 tTLOS to an address on the Telos zkEVM testnet.
            </Typography>
            <LazySingleFieldForm
              key="zkevm"
              name="address"
              label="zkEVM address"
              helperText={EVM_HELP}
              schema={evmAddressSchema}
              submitLabel="Send tTLOS"
              run={async (address) => evmOutcome('zkevm', address)}
            />
          </>
        )}
      </div>
    </>
  )
}

async function evmOutcome(network: 'evm' | 'zkevm', address: string) {
  const { transactionHash } = await sendEvmTokens(network, address)
  return {
    kind: 'success' as const,
    text: SUCCESS_TEXTS[network],
    detail: transactionHash ? `Transaction hash: ${transactionHash}` : undefined,
  }
}
