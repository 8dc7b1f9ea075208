/** The recovery contract account on Telos. */
export const TLOSRECOVERY_ACCOUNT = 'tlosrecovery'
