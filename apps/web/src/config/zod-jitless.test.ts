import { describe, expect, it } from 'vitest'

// The setting is written before zod loads, into the slot zod adopts; a zod release that moved its
// configuration elsewhere would silently bring back the `new Function` probe the CSP reports.
describe('zod-jitless', () => {
  it('leaves zod interpreting parsers, as its own config() reports once zod loads', async () => {
    await import('./zod-jitless.ts')
    const { config } = await import('zod/v4/core')
    expect(config().jitless).toBe(true)
  })

  it('parses objects after the setting, so schemas built later still work', async () => {
    await import('./zod-jitless.ts')
    const z = await import('zod/mini')
    const schema = z.object({ owner: z.string(), weight: z.number() })
    expect(schema.parse({ owner: 'alice', weight: 3 })).toEqual({ owner: 'alice', weight: 3 })
    expect(schema.safeParse({ owner: 'alice' }).success).toBe(false)
  })
})
