/** The arbitration contract's account on the devnet and the Telos testnet (mainnet: `arbitration`). */
export const ARBITRATION_ACCOUNT = 'testtelosarb'
