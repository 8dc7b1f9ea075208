/** The benchmark contract account. */
export const EOSMECHANICS_ACCOUNT = 'eosmechanics'
