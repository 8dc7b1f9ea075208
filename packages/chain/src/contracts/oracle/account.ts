/** The oracle account on Telos. */
export const DELPHIORACLE_ACCOUNT = 'delphioracle'
