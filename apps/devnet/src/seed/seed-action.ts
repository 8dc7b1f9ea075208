import type { ActionDescriptor, ActionInputOf } from '@portal/chain/contracts/define'
import { contracts } from '@portal/chain/contracts/registry'
import type { PermissionLevel } from '../chain/state/accounts.ts'

/** One action of a registered contract for `chain.pushActions`, its data typed by the action's schema. */
export const seedAction = <A extends ActionDescriptor>(
  action: A,
  authorization: PermissionLevel[],
  data: ActionInputOf<A>,
) => ({ account: contracts[action.contract].account, name: action.name, authorization, data: data as object })
