import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { REFRESH_INTERVAL_MS } from '@portal/chain/constants'
import { chainClient } from '@/lib/chain/chain.ts'
import { addToRotation } from '../api/testnet-api.ts'
import { rotationSchema } from '../api/testnet-forms.ts'
import { SingleFieldForm } from './single-field-form.tsx'

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

/** The producer rotation: who produces now, the schedule, and the form that adds an account to it. */
export function RotationView() {
  const head = useHeadProducer()
  const [schedule, setSchedule] = useState<string[] | null>(null)
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        Producing now: <strong>{head.isPending ? '…' : (head.data ?? 'unknown')}</strong>
      </Typography>
      {schedule && (
        <Paper variant="outlined" sx={{ p: 2, mb: 3, maxWidth: 560 }}>
          <Typography component="h2" variant="h6">
            Producer schedule
          </Typography>
          <List dense aria-label="Producer schedule">
            {schedule.map((producer, index) => (
              <ListItem key={producer} disableGutters>
                {index + 1}. {producer}
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      <Typography sx={{ mb: 2 }}>
        Add your testnet account to the rotation of block producers; it then takes its turn producing blocks.
      </Typography>
      <SingleFieldForm
        name="account"
        label="Account name"
        helperText="The account that will produce blocks."
        schema={rotationSchema}
        submitLabel="Add to rotation"
        run={async (account) => {
          const result = await addToRotation(account)
          setSchedule(result.schedule)
          return { kind: 'success', text: result.message }
        }}
      />
    </>
  )
}
