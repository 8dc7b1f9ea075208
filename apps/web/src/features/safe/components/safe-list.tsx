import { Stack } from '@/components/ui/stack.tsx'
import { Typography } from '@/components/ui/typography.tsx'
import { QueryGate } from '@/components/query-gate.tsx'
import { useSafes } from '../api/safes.ts'
import { SafeCard } from './safe-card.tsx'

/** Every safe on the safe contract (the first 100), each with Lock or Unlock for the signed-in account. */
export function SafeList({ account }: { account: string | null }) {
  const safes = useSafes()

  return (
    <QueryGate queries={[safes]} what="safes">
      {() =>
        safes.data?.length ? (
          <Stack spacing={2} component="section" aria-label="Safes">
            {safes.data.map((safe) => (
              <SafeCard key={safe.safe_name} safe={safe} account={account} />
            ))}
          </Stack>
        ) : (
          <Typography>There are no safes on the safe contract yet.</Typography>
        )
      }
    </QueryGate>
  )
}
