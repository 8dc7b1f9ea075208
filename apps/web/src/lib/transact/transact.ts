import { getNetwork } from '@/config/network.ts'
import { chainClient } from '@/lib/chain/chain.ts'
import { chainErrorMessage as errorMessage } from '@portal/chain/errors'
import { chainKeys, type TableRef } from '@/lib/chain/chain-keys.ts'
import { queryClient } from '@/lib/chain/query-client.ts'
import { historyKeys } from '@/lib/history/history-client.ts'
import { notify } from '@/lib/notifications/notices.ts'
import { notifications } from '@/lib/notifications/notification-store.ts'
import { signingSession } from '@/lib/session/session-store.ts'
import type { ActionInput } from '@/lib/session/wharf.ts'
import { DryRunRefusal } from './dry-run-refusal.ts'

export type { ActionInput }

/** The notice every successful transaction shows. */
export const SIGNED_NOTICE = 'Transaction signed'

/** What the caller's notification says about the transaction. */
export type TransactOptions = {
  /** The notification's title, e.g. "Vote cast". */
  title: string
  /** The success notification's text, e.g. "You voted on ballot x". */
  content?: string
  /** An icon name for the notification. */
  icon?: string
  /** Tables the actions write: refetched after success. */
  writes?: readonly TableRef[]
}

/** A transaction that reached the chain. */
export type TransactResult = { transactionId: string }

/**
 * The one path every feature signs through. First runs `actions` on the chain's compute_transaction
 * where the network has it: a refusal there throws DryRunRefusal before the wallet opens. Then signs `actions` as the signed-in account (expire 30 s,
 * 3 blocks behind), broadcasts unless the wallet already did, shows "Transaction signed" and adds a
 * success notification with the transaction id; refetches the tables in `writes` and the history views.
 *
 * On failure it shows the first chain detail without the assertion prefix (or the error's message) as
 * a negative notice, adds an error notification, and rethrows the error. A dry-run refusal gets no
 * notice: the form shows it inline, in plain words (see `failureText`).
 */
export function transact(actions: readonly ActionInput[], options: TransactOptions): Promise<TransactResult> {
  // The same actions asked again while they are being sent (a double click, a second submit before
  // the first re-rendered its button) join the first send: one transaction, one notice, one
  // notification. A success also answers for the same actions for a moment after, since a copy signed
  // then would be the same transaction, which the chain refuses as a duplicate.
  const key = sendKey(actions)
  const joined = sending.get(key)
  if (joined) return joined
  const send = sendAndReport(actions, options)
  sending.set(key, send)
  send.then(
    () => setTimeout(() => sending.delete(key), DUPLICATE_WINDOW_MS),
    () => sending.delete(key),
  )
  return send
}

/** How long a success answers for the same actions (a transaction's id changes with its reference block, every half second). */
const DUPLICATE_WINDOW_MS = 1000
const sending = new Map<string, Promise<TransactResult>>()
const sendKey = (actions: readonly ActionInput[]) =>
  JSON.stringify(
    actions.map(({ account, name, data, authorization }) => [account, name, data, authorization]),
  )

async function sendAndReport(
  actions: readonly ActionInput[],
  options: TransactOptions,
): Promise<TransactResult> {
  try {
    const session = await signingSession()
    if (session.status !== 'signed-in') throw new Error('Log in to sign transactions.')
    // The dry run's code (its refusal explainers) comes with the first send, as the wallet's does: a
    // page that can send carries neither until someone does.
    const [{ dryRunActions, signActions }, { dryRunFirst }] = await Promise.all([
      import('@/lib/session/wharf.ts'),
      import('./dry-run.ts'),
    ])
    await dryRunFirst(getNetwork().chainUrl, () => dryRunActions(actions))
    const signed = await signActions(actions)
    if (!signed.broadcastByWallet) await chainClient().sendTransaction(signed.packed)

    notify('positive', SIGNED_NOTICE)
    notifications.add({
      title: options.title,
      status: 'success',
      icon: options.icon,
      content: options.content ?? '',
      transactionId: signed.transactionId,
    })
    // The transaction's actions join the history too; history views refetch in the background (an
    // indexer may lag a block behind, and the caller need not wait for it).
    void queryClient.invalidateQueries({ queryKey: historyKeys.all })
    await Promise.all(
      (options.writes ?? []).map((table) =>
        queryClient.invalidateQueries({ queryKey: chainKeys.table(table) }),
      ),
    )
    return { transactionId: signed.transactionId }
  } catch (error) {
    // A dry-run refusal is the contract saying no before anything was signed: the form where the user
    // acted explains it in plain words, so no notice repeats it on top (the notification keeps it).
    const refused = error instanceof DryRunRefusal
    const message = refused ? error.plain : errorMessage(error)
    if (!refused) notify('negative', message)
    notifications.add({ title: options.title, status: 'error', icon: options.icon, error: message })
    throw error
  }
}
