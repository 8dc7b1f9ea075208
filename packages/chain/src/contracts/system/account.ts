/** The system account. */
export const SYSTEM_ACCOUNT = 'eosio'
