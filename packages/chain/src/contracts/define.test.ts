import { describe, expect, it, vi } from 'vitest'
import { z } from '../zod-mini.ts'
import { arbitrationTables } from './arbitration/index.ts'
import { decide } from './decide/index.ts'
import { actionOf } from './define.ts'

describe('action descriptors', () => {
  it('R-READ-38: an action given a schema builder builds it when its data is first read, once', () => {
    const build = vi.fn(() => z.object({ owner: z.string() }))
    const withdraw = actionOf('arbitration', arbitrationTables)('withdraw', build, ['accounts'])
    expect(withdraw.writes).toEqual([arbitrationTables.accounts])
    expect(build).not.toHaveBeenCalled()
    expect(withdraw.data.parse({ owner: 'alice' })).toEqual({ owner: 'alice' })
    expect(withdraw.data).toBe(withdraw.data)
    expect(build).toHaveBeenCalledTimes(1)
  })

  it('R-READ-38: a contract whose schemas are built on first use still checks action data and derives its ABI', () => {
    expect(() =>
      decide.actions.castvote.data.parse({ voter: 'bob', ballot_name: 'elect1', options: 'x' }),
    ).toThrow()
    const castvote = decide.abi.structs?.find((struct) => struct.name === 'castvote')
    expect(castvote?.fields.map((field) => field.name)).toEqual(['voter', 'ballot_name', 'options'])
  })
})
