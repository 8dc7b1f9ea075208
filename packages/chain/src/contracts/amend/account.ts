/** The contract account on Telos. */
export const AMEND_ACCOUNT = 'amend.decide'
