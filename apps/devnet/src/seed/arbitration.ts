import { arbitration, ARBITRATION_ACCOUNT } from '@portal/chain/contracts/arbitration/index'
import type { Chain } from '../chain/chain.ts'
import { createAccount, deployContractAccount } from './system.ts'
import { seedAction } from './seed-action.ts'

/** The Resolve admin of the `none` scenario; its keys are the development key pair. */
export const ARBITRATION_ADMIN = 'resolveadmin'

/**
 * The `none` state of the arbitration contract: deployed on `testtelosarb` and initialised with
 * `resolveadmin` as admin and the default config. Nothing else: no funds, no VOTE registration, no
 * elections or cases; scenarios do those through ordinary transactions.
 */
export function seedArbitration(chain: Chain): void {
  deployContractAccount(chain, ARBITRATION_ACCOUNT)
  if (!chain.accounts.exists(ARBITRATION_ADMIN)) createAccount(chain, ARBITRATION_ADMIN)
  chain.pushActions([
    seedAction(arbitration.actions.init, [{ actor: ARBITRATION_ACCOUNT, permission: 'active' }], {
      initial_admin: ARBITRATION_ADMIN,
    }),
  ])
  chain.produceBlock()
}
