/** The system token contract. */
export const EOSIO_TOKEN_ACCOUNT = 'eosio.token'
