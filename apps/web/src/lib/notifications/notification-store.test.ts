import { beforeEach, describe, expect, it } from 'vitest'
import { MAX_NOTIFICATIONS, MAX_STORED_CHARACTERS, createNotificationStore } from './notification-store.ts'

beforeEach(() => localStorage.clear())

const stored = () => JSON.parse(localStorage.getItem('notifications') ?? 'null') as unknown

describe('notification store', () => {
  it('R-NOTIF-06 R-NOTIF-08: stores each notification with its fields under the notifications key', () => {
    const store = createNotificationStore()
    store.add({
      title: 'Vote cast',
      status: 'success',
      icon: 'vote',
      content: 'You voted.',
      transactionId: 'ab12',
    })
    expect(stored()).toEqual([
      {
        id: 1,
        icon: 'vote',
        title: 'Vote cast',
        content: 'You voted.',
        status: 'success',
        error: null,
        transaction: { transactionId: 'ab12' },
        read: false,
        createdAt: expect.any(String),
      },
    ])
  })

  it('lists newest first and counts unread per status (R-NOTIF-05)', () => {
    const store = createNotificationStore()
    store.add({ title: 'first', status: 'success' })
    store.add({ title: 'second', status: 'error', error: new Error('ballot is closed') })
    store.add({ title: 'third', status: 'success' })
    const { items, unread } = store.getSnapshot()
    expect(items.map((item) => item.title)).toEqual(['third', 'second', 'first'])
    expect(unread).toEqual({ success: 2, error: 1 })
    expect(items[1]?.error).toBe('ballot is closed')
    expect(items[1]?.transaction).toEqual({ transactionId: null })
  })

  it('R-NOTIF-02 R-NOTIF-03: marking read zeroes both counts and persists', () => {
    const store = createNotificationStore()
    store.add({ title: 'a', status: 'success' })
    store.add({ title: 'b', status: 'error', error: 'no' })
    store.markAllRead()
    expect(store.getSnapshot().unread).toEqual({ success: 0, error: 0 })
    expect(createNotificationStore().getSnapshot().unread).toEqual({ success: 0, error: 0 })
  })

  it('R-NOTIF-04: Clear all empties the list and removes the key', () => {
    const store = createNotificationStore()
    store.add({ title: 'a', status: 'success' })
    store.clear()
    expect(store.getSnapshot().items).toEqual([])
    expect(localStorage.getItem('notifications')).toBeNull()
  })

  it('survives a reload: a new store reads what the last one wrote', () => {
    createNotificationStore().add({ title: 'kept', status: 'error', error: 'assertion' })
    const { items, unread } = createNotificationStore().getSnapshot()
    expect(items.map((item) => item.title)).toEqual(['kept'])
    expect(unread).toEqual({ success: 0, error: 1 })
  })

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"id":1}'],
    ['a list with a malformed entry', '[{"id":"x","title":3}]'],
    [
      'an entry with an unknown status',
      JSON.stringify([
        {
          id: 1,
          icon: '',
          title: '',
          content: '',
          status: 'warning',
          error: null,
          transaction: { transactionId: null },
          read: false,
          createdAt: '',
        },
      ]),
    ],
  ])('discards a corrupt stored value (%s) and starts empty', (_case, value) => {
    localStorage.setItem('notifications', value)
    const store = createNotificationStore()
    expect(store.getSnapshot()).toEqual({ items: [], unread: { success: 0, error: 0 } })
    expect(localStorage.getItem('notifications')).toBeNull()
    store.add({ title: 'after', status: 'success' })
    expect(store.getSnapshot().items).toHaveLength(1)
  })

  it('discards an oversized stored value without parsing it', () => {
    localStorage.setItem('notifications', `[${' '.repeat(MAX_STORED_CHARACTERS)}]`)
    expect(createNotificationStore().getSnapshot().items).toEqual([])
    expect(localStorage.getItem('notifications')).toBeNull()
  })

  it(`keeps only the newest ${MAX_NOTIFICATIONS}`, () => {
    const store = createNotificationStore()
    for (let index = 0; index < MAX_NOTIFICATIONS + 5; index++)
      store.add({ title: `n${index}`, status: 'success' })
    const { items } = store.getSnapshot()
    expect(items).toHaveLength(MAX_NOTIFICATIONS)
    expect(items[0]?.title).toBe(`n${MAX_NOTIFICATIONS + 4}`)
    expect(new Set(items.map((item) => item.id)).size).toBe(MAX_NOTIFICATIONS)
  })

  it('notifies subscribers on every change', () => {
    const store = createNotificationStore()
    let calls = 0
    const unsubscribe = store.subscribe(() => (calls += 1))
    store.add({ title: 'a', status: 'success' })
    store.markAllRead()
    store.markAllRead() // already read: no change, no call
    store.clear()
    unsubscribe()
    store.add({ title: 'b', status: 'success' })
    expect(calls).toBe(3)
  })
})

describe('the portal store across tabs', () => {
  it("follows another tab's writes through the storage event", async () => {
    const { notifications } = await import('./notification-store.ts')
    notifications.clear()
    const other = createNotificationStore() // plays the other tab
    other.add({ title: 'signed elsewhere', status: 'success' })
    window.dispatchEvent(new StorageEvent('storage', { key: 'notifications' }))
    expect(notifications.getSnapshot().items.map((item) => item.title)).toEqual(['signed elsewhere'])
  })
})
