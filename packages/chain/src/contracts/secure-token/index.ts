import { tokenContract } from '../token/index.ts'
import { SECURE_TOKEN_ACCOUNT } from './account.ts'

export { SECURE_TOKEN_ACCOUNT } from './account.ts'

/** secure.token as the portal and the devnet see it. */
export const secureToken = tokenContract('secureToken', SECURE_TOKEN_ACCOUNT)
