/**
 * `secure.token`, where the token manager creates tokens. No source was published; it behaves as
 * eosio.token (same ABI, rows and actions), so its descriptor is eosio.token's under its own key.
 */
export const SECURE_TOKEN_ACCOUNT = 'secure.token'
