import { List } from '@/components/ui/list.tsx'
import { ListItem } from '@/components/ui/list-item.tsx'
import { Paper } from '@/components/ui/paper.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { REFRESH_INTERVAL_MS } from '@portal/chain/constants'
import { QueryGate } from '@/components/query-gate.tsx'
import { chainClient } from '@/lib/chain/chain.ts'
import type { ProducerScheduleVersion } from '@/lib/chain/chain-client.ts'
import { chainKeys } from '@/lib/chain/chain-keys.ts'
import { producerScheduleQuery } from '@/lib/chain/queries.ts'
import { addToRotation } from '@/lib/services/testnet.ts'
import { rotationSchema } from '../api/testnet-forms.ts'
import { LazySingleFieldForm } from './lazy-forms.tsx'
import styles from './rotation-view.module.css'

/** The validator producing now (get_info's head block producer), refreshed with the page. */
function useHeadProducer() {
  return useQuery({
    queryKey: ['chain', 'head-producer'],
    queryFn: async ({ signal }) => {
      const info = (await chainClient().getInfo({ signal })) as { head_block_producer?: unknown }
      return typeof info.head_block_producer === 'string' ? info.head_block_producer : null
    },
    refetchInterval: REFRESH_INTERVAL_MS,
  })
}

/** Producer names as text, in schedule order (the chain's answer is untrusted: capped). */
function ProducerList({ schedule, label }: { schedule: ProducerScheduleVersion; label: string }) {
  return (
    <List dense aria-label={label} component="ol" className={styles.producers}>
      {schedule.producers.slice(0, 1000).map((producer, index) => (
        <ListItem key={`${index}-${producer.producer_name}`} disableGutters className={styles.producer}>
          {String(producer.producer_name)}
        </ListItem>
      ))}
    </List>
  )
}

/** The chain's producer schedule: the active one in order with its version, and any pending change. */
function ProducerSchedulePanel() {
  const schedule = useQuery({ ...producerScheduleQuery(), refetchInterval: REFRESH_INTERVAL_MS })
  return (
    <Paper variant="outlined" className={styles.schedule}>
      <Typography component="h2" variant="h6">
        Producer schedule
      </Typography>
      <QueryGate queries={[schedule]} what="producer schedule">
        {() => {
          const { active, pending } = schedule.data!
          return (
            <>
              <Typography variant="body2" color="text.secondary">
                Active schedule, version {active.version} · {active.producers.length} producer
                {active.producers.length === 1 ? '' : 's'}
              </Typography>
              <ProducerList schedule={active} label="Producer schedule" />
              {pending ? (
                <>
                  <Typography variant="body2">
                    Pending schedule, version {pending.version}, takes over once it is irreversible:
                  </Typography>
                  <ProducerList schedule={pending} label="Pending producer schedule" />
                </>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  No pending schedule.
                </Typography>
              )}
            </>
          )
        }}
      </QueryGate>
    </Paper>
  )
}

/** The producer rotation: who produces now, the schedule, and the form that adds an account to it. */
export function RotationView() {
  const head = useHeadProducer()
  const queryClient = useQueryClient()
  return (
    <>
      <Typography className={styles.head}>
        Producing now: <strong>{head.isPending ? '…' : (head.data ?? 'unknown')}</strong>
      </Typography>
      <ProducerSchedulePanel />
      <Typography className={styles.intro}>
        Add your testnet account to the rotation of block producers; it then takes its turn producing blocks.
      </Typography>
      <LazySingleFieldForm
        name="account"
        label="Account name"
        helperText="The account that will produce blocks."
        schema={rotationSchema}
        submitLabel="Add to rotation"
        run={async (account) => {
          const result = await addToRotation(account)
          await queryClient.invalidateQueries({ queryKey: chainKeys.producerSchedule() })
          return { kind: 'success', text: result.message }
        }}
      />
    </>
  )
}
