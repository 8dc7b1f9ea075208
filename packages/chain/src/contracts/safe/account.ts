/** The smart-safe proof-of-concept account on Telos. */
export const SAFE_ACCOUNT = 'safe.poc.tbs'
