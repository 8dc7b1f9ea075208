/** The works account on Telos. */
export const WORKS_ACCOUNT = 'works.decide'
