/** The governance contract account on Telos. */
export const DECIDE_ACCOUNT = 'telos.decide'
