import { mechanics } from '@portal/chain/contracts/mechanics/index'
import { defineContract } from '../../chain/runtime/contract.ts'

/** The contract's limits: primes up to 375 for `cpu`, 75 rows for `ram`. */
const CPU_PRIME_MAX = 375
const RAM_ROWS_MAX = 75

const u64 = (value: bigint): bigint => BigInt.asUintN(64, value)

/**
 * The Lucas–Lehmer test as the contract computes it, in wrapping 64-bit arithmetic (the shift
 * wraps at 64 as in WebAssembly). Only its cost matters: the transaction's CPU time is the benchmark.
 */
function isMersennePrime(p: number): boolean {
  if (p === 2) return true
  const mp = u64((1n << BigInt(p % 64)) - 1n)
  let s = 4n
  for (let i = 3; i <= p; i++) s = mp === 0n ? 0n : u64(s * s - 2n) % mp
  return s === 0n
}

/**
 * AlohaEOS/eos-mechanics benchmarks. Each action only requires the contract's own authority;
 * producers run them with a permission of eosmechanics linked to them, inside the blocks they
 * produce, so the history's `producer` and `cpu_usage_us` make the benchmark.
 */
export const mechanicsContract = defineContract(mechanics, {
  actions: {
    cpu(ctx) {
      ctx.requireAuth(ctx.self)
      let found = 0
      // The real is_prime lets every odd p through (it assigns instead of comparing), so every
      // odd p, and 2, runs the Lucas–Lehmer loop.
      for (let p = 2; p <= CPU_PRIME_MAX; p++) if ((p === 2 || p % 2 === 1) && isMersennePrime(p)) found++
      ctx.check(found > 0, 'benchmark computed no Mersenne prime')
    },

    ram(ctx) {
      ctx.requireAuth(ctx.self)
      const ramdata = ctx.table('ramdata')
      for (let id = 0; id < RAM_ROWS_MAX; id++) ramdata.emplace(ctx.self, { id: String(id), one: 'testing' })
      for (const row of ramdata.rows()) ramdata.erase(row.id)
    },

    net(ctx) {
      ctx.requireAuth(ctx.self)
    },
  },
})
