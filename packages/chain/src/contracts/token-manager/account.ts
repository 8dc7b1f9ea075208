/** The token manager account on Telos. */
export const TOKENMANAGER_ACCOUNT = 'tokenmanager'
