import { useQuery } from '@tanstack/react-query'
import { SAFES_LIMIT } from '@portal/chain/constants'
import { safe } from '@portal/chain/contracts/safe/index'
import { tableQuery } from '@/lib/chain/table-query.ts'

/** The safes, one read of 100 rows as the original portal made (product.md §9: safes 100). */
export const safesQuery = () => tableQuery(safe.tables.safes, { limit: SAFES_LIMIT })

/** The safes, refetched after a lock or unlock (both write `safes`). */
export const useSafes = () => useQuery(safesQuery())
