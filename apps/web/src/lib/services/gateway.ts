import { queryOptions } from '@tanstack/react-query'
import { ipfsUrl } from '@portal/chain/ipfs'
import { getNetwork } from '@/config/network.ts'
import { sendServiceRequest } from './service-call.ts'
import { ServiceError, serviceRefusal } from './service-error.ts'
import { serviceKeys } from './service-keys.ts'

// Reads from the network's IPFS gateway (the storage service's read side).

/** A text is at most this long; a bigger answer is cut, never allowed to stall the page. */
const MAX_TEXT = 200_000

/** A text file by its IPFS hash, cut at MAX_TEXT characters. */
export async function readIpfsText(hash: string | undefined, signal?: AbortSignal): Promise<string> {
  const url = ipfsUrl(getNetwork().ipfsGatewayUrl, hash)
  if (!url)
    throw new ServiceError('gateway', {
      status: 0,
      code: 'INVALID_HASH',
      message: 'This is not a valid IPFS hash.',
    })
  const response = await sendServiceRequest('gateway', url, { signal })
  if (!response.ok) throw serviceRefusal('gateway', response.status, undefined)
  return (await response.text()).slice(0, MAX_TEXT)
}

/** A text file from the gateway; content-addressed, so once read it never changes. */
export const ipfsTextQuery = (hash: string | undefined) =>
  queryOptions({
    queryKey: serviceKeys.ipfsText(hash),
    enabled: hash !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) => readIpfsText(hash, signal),
  })
