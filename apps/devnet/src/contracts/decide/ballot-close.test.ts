import { describe, expect, it } from 'vitest'
import { DECIDE, createBallot, createDao, decideChain, openBallot } from './test-support.ts'

async function daoChain() {
  const chain = decideChain()
  await createDao(chain, { voters: ['alice', 'bob', 'carol'], amount: '100.0000' })
  return chain
}

describe('closing, cancelling and deleting', () => {
  it('R-GOV-20: closevoting only after the end time; the ballot closes and leaves the open count', async () => {
    const chain = await daoChain()
    await createBallot(chain)
    await openBallot(chain, 'ballot1', 'alice', 1)
    const close = (actor = 'alice') =>
      chain.act(actor, 'closevoting', { ballot_name: 'ballot1', broadcast: false })
    await expect(close('bob')).rejects.toThrow('missing authority of alice')
    chain.advanceTime(86400 - 5)
    await expect(close()).rejects.toThrow(
      'assertion failure with message: must be past ballot end time to close',
    )
    chain.advanceTime(86400)
    await close()
    expect(chain.ballot('ballot1').status).toBe('closed')
    expect(chain.treasury('GOV')?.open_ballots).toBe(0)
    await expect(close()).rejects.toThrow(
      'assertion failure with message: ballot must be in voting mode to close',
    )
  })

  it('R-GOV-21, R-CALL-DEC-11: cancelballot works only while voting', async () => {
    const chain = await daoChain()
    await createBallot(chain)
    const cancel = (actor = 'alice') =>
      chain.act(actor, 'cancelballot', { ballot_name: 'ballot1', memo: 'mistake' })
    await expect(cancel()).rejects.toThrow(
      'assertion failure with message: ballot must be in voting mode to cancel',
    )
    await openBallot(chain, 'ballot1')
    await expect(cancel('bob')).rejects.toThrow('missing authority of alice')
    await cancel()
    expect(chain.ballot('ballot1').status).toBe('cancelled')
    expect(chain.treasury('GOV')?.open_ballots).toBe(0)
  })

  it('R-GOV-23, R-CALL-DEC-09, R-CALL-DEC-10: deleteballot waits balcooldown after the end and needs every vote cleaned', async () => {
    const chain = await daoChain()
    await createBallot(chain, { name: 'setupbal' })
    await chain.act('alice', 'deleteballot', { ballot_name: 'setupbal' })
    expect(chain.rows(DECIDE, 'ballots')).toEqual([])

    await createBallot(chain)
    await openBallot(chain, 'ballot1', 'alice', 1)
    await chain.act('bob', 'castvote', { voter: 'bob', ballot_name: 'ballot1', options: ['yes'] })
    const del = (actor = 'alice') => chain.act(actor, 'deleteballot', { ballot_name: 'ballot1' })
    await expect(del()).rejects.toThrow(
      'assertion failure with message: cannot delete while voting is in progress',
    )
    chain.advanceTime(86400 + 1)
    await expect(
      chain.act('carol', 'cleanupvote', { voter: 'bob', ballot_name: 'ballot1', worker: null }),
    ).resolves.toBeDefined()
    expect(chain.ballot('ballot1')).toMatchObject({ cleaned_count: 1, total_voters: 1 })
    await chain.transactAll([
      { actor: 'alice', action: `${DECIDE}::closevoting`, data: { ballot_name: 'ballot1', broadcast: true } },
    ])
    await expect(del('bob')).rejects.toThrow('missing authority of alice')
    await expect(del()).rejects.toThrow(
      "assertion failure with message: cannot delete until 5 days past ballot's end time",
    )
    chain.advanceTime(86400)
    await del()
    expect(chain.rows(DECIDE, 'ballots')).toEqual([])
  })

  it('deleteballot refuses a ballot whose votes are not cleaned', async () => {
    const chain = await daoChain()
    await createBallot(chain)
    await openBallot(chain, 'ballot1', 'alice', 1)
    await chain.act('bob', 'castvote', { voter: 'bob', ballot_name: 'ballot1', options: ['yes'] })
    chain.advanceTime(3 * 86400)
    await chain.act('alice', 'closevoting', { ballot_name: 'ballot1', broadcast: false })
    await expect(chain.act('alice', 'deleteballot', { ballot_name: 'ballot1' })).rejects.toThrow(
      'assertion failure with message: must clean all ballot votes before deleting',
    )
    await expect(
      chain.act('alice', 'cleanupvote', { voter: 'carol', ballot_name: 'ballot1', worker: null }),
    ).rejects.toThrow('assertion failure with message: vote not found')
    await chain.act('alice', 'cleanupvote', { voter: 'bob', ballot_name: 'ballot1', worker: null })
    expect(chain.votes('ballot1')).toEqual([])
    await chain.act('alice', 'deleteballot', { ballot_name: 'ballot1' })
  })

  it('archive aborts on the real contract (fee key mismatch), unarchive needs an archival', async () => {
    const chain = await daoChain()
    await createBallot(chain)
    const archive = () => {
      const until = new Date((chain.now() + 30 * 86400) * 1000).toISOString().slice(0, 19)
      return chain.act('alice', 'archive', { ballot_name: 'ballot1', archived_until: until })
    }
    await expect(archive()).rejects.toThrow(
      'assertion failure with message: ballot must be closed to archive',
    )
    await openBallot(chain, 'ballot1', 'alice', 1)
    chain.advanceTime(2 * 86400)
    await chain.act('alice', 'closevoting', { ballot_name: 'ballot1', broadcast: false })
    await expect(archive()).rejects.toThrow('abort() called')
    expect(chain.ballot('ballot1').status).toBe('closed')
    await expect(chain.act('alice', 'unarchive', { ballot_name: 'ballot1', force: true })).rejects.toThrow(
      'assertion failure with message: archival not found',
    )
  })
})
