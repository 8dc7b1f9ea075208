import type { NodeosErrorBody } from '@portal/chain/errors'

export type { NodeosErrorBody }

/** HTTP status texts nodeos uses for the `message` field. */
const STATUS_MESSAGES: Record<number, string> = {
  400: 'Invalid Request',
  401: 'UnAuthorized',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  500: 'Internal Service Error',
}

/** Builds a nodeos-shaped error so clients (Wharf Kit, eosjs) can read `error.details[0].message`. */
export function nodeosError(
  status: number,
  error: { code: number; name: string; what: string; details: string[]; method?: string },
  message = STATUS_MESSAGES[status] ?? 'Internal Service Error',
): NodeosErrorBody {
  return {
    code: status,
    message,
    error: {
      code: error.code,
      name: error.name,
      what: error.what,
      details: error.details.map((detail) => ({
        message: detail,
        file: 'devnet',
        line_number: 0,
        method: error.method ?? error.name,
      })),
    },
  }
}
