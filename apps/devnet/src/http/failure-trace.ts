import type { Chain } from '../chain/chain.ts'
import type { ChainError } from '../chain/errors.ts'

/** send_transaction2's answer for a transaction that failed, with return_failure_trace. */
export function failureTrace(chain: Chain, error: ChainError) {
  return {
    transaction_id: '',
    processed: {
      id: '',
      block_num: chain.pendingBlock().num,
      receipt: null,
      action_traces: [],
      except: {
        code: error.code,
        name: error.errorName,
        message: error.what,
        stack: [
          {
            context: { level: 'error', file: 'devnet', line: 0, method: error.errorName },
            format: error.message,
            data: {},
          },
        ],
      },
      error_code: null,
    },
  }
}
