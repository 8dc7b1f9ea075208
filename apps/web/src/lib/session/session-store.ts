import { useSyncExternalStore } from 'react'
import { chainErrorMessage } from '@portal/chain/errors'
import { isUnreachable } from '@/lib/chain/unreachable.ts'
import { STORAGE_KEYS, readStorage, removeStorage, writeStorage } from '@/lib/local-storage.ts'
import { isWalletId, type WalletId } from './wallets.ts'

/**
 * Who is signed in. `restoring` while a stored session is being restored after a reload; `problem` says
 * why a restore is stuck (the chain could not be reached) until `retryRestore` succeeds.
 */
export type SessionState =
  | { status: 'restoring'; account: string; problem?: string }
  | { status: 'signed-out' }
  | { status: 'signed-in'; account: string; permission: string; walletId: WalletId }

/** What a login asks for; `account` is required by wallets that let the portal pick one. */
export type LoginRequest = { walletId: WalletId; account?: string; permission?: string }

/** What a successful login reports, so the login page can choose where to go. */
export type LoginOutcome = { account: string; returning: boolean }

let state: SessionState = initialState()
const listeners = new Set<() => void>()

function initialState(): SessionState {
  const account = readStorage(STORAGE_KEYS.account)
  const wallet = readStorage(STORAGE_KEYS.autoLogin)
  return account && isWalletId(wallet) ? { status: 'restoring', account } : { status: 'signed-out' }
}

function setState(next: SessionState) {
  state = next
  for (const listener of listeners) listener()
}

// Wharf Kit and the wallet plugins load only here, when someone logs in, restores or signs.
const loadWharf = () => import('./wharf.ts')

/** The current session state. */
export function getSession(): SessionState {
  return state
}

/** Logs in with a wallet and remembers it for the next visit. Throws what the wallet threw. */
export async function login(request: LoginRequest): Promise<LoginOutcome> {
  const wharf = await loadWharf()
  const level = await wharf.walletLogin(request)
  const returning = readStorage(STORAGE_KEYS.returning) === 'true'
  writeStorage(STORAGE_KEYS.autoLogin, request.walletId)
  writeStorage(STORAGE_KEYS.account, level.actor)
  writeStorage(STORAGE_KEYS.returning, 'true')
  setState({
    status: 'signed-in',
    account: level.actor,
    permission: level.permission,
    walletId: request.walletId,
  })
  return { account: level.actor, returning }
}

/** Ends the session: forgets `account` and `autoLogin` (`returning` is kept). */
export async function logout(): Promise<void> {
  const current = state
  removeStorage(STORAGE_KEYS.account)
  removeStorage(STORAGE_KEYS.autoLogin)
  setState({ status: 'signed-out' })
  if (current.status === 'signed-in') await (await loadWharf()).walletLogout()
}

let restoring: Promise<void> | undefined

/**
 * Restores the stored session after a reload. A wallet that refuses signs the user out; a chain that
 * cannot be reached keeps the stored session (a reload while offline must not log anyone out) and
 * sets `problem` until `retryRestore` gets through.
 */
export function restoreSession(): Promise<void> {
  restoring ??= restore()
  return restoring
}

/** Tries a stuck restore again (the Retry button, or the browser coming back online). */
export function retryRestore(): Promise<void> {
  if (state.status !== 'restoring' || state.problem === undefined) return restoreSession()
  setState({ status: 'restoring', account: state.account })
  restoring = restore()
  return restoring
}

/** The session once any restore under way has finished (signing waits for it rather than failing). */
export async function settledSession(): Promise<SessionState> {
  if (state.status === 'restoring') await restoreSession()
  return state
}

async function restore(): Promise<void> {
  if (state.status !== 'restoring') return
  const account = state.account
  const walletId = readStorage(STORAGE_KEYS.autoLogin)
  if (!isWalletId(walletId)) return setState({ status: 'signed-out' })
  try {
    const wharf = await loadWharf()
    const level = await wharf.walletRestore(walletId, account)
    setState({ status: 'signed-in', account: level.actor, permission: level.permission, walletId })
  } catch (error) {
    console.warn('Could not restore the session:', error)
    if (isUnreachable(error)) {
      setState({ status: 'restoring', account, problem: chainErrorMessage(error) })
      window.addEventListener('online', () => void retryRestore(), { once: true })
      return
    }
    removeStorage(STORAGE_KEYS.autoLogin)
    setState({ status: 'signed-out' })
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The session state, re-rendering on login, restore and logout. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSession)
}

/** The signed-in account name, or null. */
export function useAccountName(): string | null {
  const session = useSession()
  return session.status === 'signed-in' ? session.account : null
}
