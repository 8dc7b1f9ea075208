import { beforeEach, describe, expect, it } from 'vitest'
import { notifications } from '@/lib/notifications/notification-store.ts'
import { transact } from './transact.ts'

const transfer = [{ account: 'eosio.token', name: 'transfer', data: { from: 'alice', to: 'bob' } }]

beforeEach(() => {
  localStorage.clear()
  notifications.clear()
})

describe('transact without a session', () => {
  it('R-CALL-TX-06: the same actions asked twice at once are sent once, with one notification', async () => {
    const first = transact(transfer, { title: 'Transfer' })
    const second = transact(transfer, { title: 'Transfer' })
    await expect(first).rejects.toThrow('Log in to sign transactions.')
    await expect(second).rejects.toThrow('Log in to sign transactions.')
    expect(notifications.getSnapshot().items).toHaveLength(1)
    // Once settled, a new ask is a new send.
    await expect(transact(transfer, { title: 'Transfer' })).rejects.toThrow()
    expect(notifications.getSnapshot().items).toHaveLength(2)
  })

  it('R-ERR-04: rethrows the failure and records an error notification with its message', async () => {
    await expect(transact(transfer, { title: 'Transfer' })).rejects.toThrow('Log in to sign transactions.')
    const { items, unread } = notifications.getSnapshot()
    expect(unread).toEqual({ success: 0, error: 1 })
    expect(items[0]).toMatchObject({
      title: 'Transfer',
      status: 'error',
      error: 'Log in to sign transactions.',
      transaction: { transactionId: null },
    })
  })
})
