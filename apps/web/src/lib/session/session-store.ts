import { useSyncExternalStore } from 'react'
import { isUnreachable } from '@/lib/chain/unreachable.ts'
import {
  STORAGE_KEYS,
  forgetServiceSessions,
  readStorage,
  removeStorage,
  writeStorage,
} from '@/lib/local-storage.ts'
import { isWalletId, type WalletId } from './wallets.ts'

/**
 * Who is signed in. A session stored by an earlier visit counts as signed in at once; its wallet
 * session (Wharf Kit and the wallet plugin) is restored only when it first signs, so a reload does not
 * download and run the signing code before the page can show the account's data.
 */
export type SessionState =
  { status: 'signed-out' } | { status: 'signed-in'; account: string; permission: string; walletId: WalletId }

/** What a login asks for; `account` is required by wallets that let the portal pick one. */
export type LoginRequest = { walletId: WalletId; account?: string; permission?: string }

/** What a successful login reports, so the login page can choose where to go. */
export type LoginOutcome = { account: string; returning: boolean }

/** Every signed-out state is this object, so hydrating a guest's prerendered page re-renders nothing. */
const SIGNED_OUT: SessionState = { status: 'signed-out' }

let state: SessionState = initialState()
const listeners = new Set<() => void>()

function initialState(): SessionState {
  const account = readStorage(STORAGE_KEYS.account)
  const wallet = readStorage(STORAGE_KEYS.autoLogin)
  // The permission is the wallet's to say; `active` until the wallet session is restored.
  return account && isWalletId(wallet)
    ? { status: 'signed-in', account, permission: 'active', walletId: wallet }
    : SIGNED_OUT
}

/** Settles once this page has a wallet session for the signed-in account (after login or a restore). */
let walletReady: Promise<void> | undefined

function setState(next: SessionState) {
  // The services' bearer tokens belong to the session: signing out (or being signed out) ends them.
  if (next.status === 'signed-out') forgetServiceSessions()
  state = next
  for (const listener of listeners) listener()
}

// Wharf Kit and the wallet plugins load only here, when someone logs in, restores or signs, in stages
// (load-wharf.ts).
const loadWharf = async () => (await import('./load-wharf.ts')).loadWharf()

/** The current session state. */
export function getSession(): SessionState {
  return state
}

/** Logs in with a wallet and remembers it for the next visit. Throws what the wallet threw. */
export async function login(request: LoginRequest): Promise<LoginOutcome> {
  const wharf = await loadWharf()
  const level = await wharf.walletLogin(request)
  walletReady = Promise.resolve()
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
  // A session whose wallet was never restored on this page has nothing to end in Wharf Kit.
  const hadWallet = walletReady !== undefined
  walletReady = undefined
  removeStorage(STORAGE_KEYS.account)
  removeStorage(STORAGE_KEYS.autoLogin)
  setState(SIGNED_OUT)
  if (hadWallet) await (await loadWharf()).walletLogout()
}

/** What signing says when the stored wallet session is refused (the user is signed out). */
export const RESTORE_REFUSED_MESSAGE = 'Your wallet session could not be restored. Log in again.'

/**
 * The session, with its wallet ready to sign: the first call after a reload restores the stored wallet
 * session (this is when Wharf Kit loads). A wallet that refuses signs the user out and throws
 * `RESTORE_REFUSED_MESSAGE`; a chain that cannot be reached keeps the session (being offline must not
 * log anyone out) and throws the network error, so the signer's notice says so and a later try restores.
 */
export async function signingSession(): Promise<SessionState> {
  const current = state
  if (current.status !== 'signed-in') return current
  walletReady ??= restoreWallet(current).catch((error: unknown) => {
    walletReady = undefined
    throw error
  })
  await walletReady
  return state
}

async function restoreWallet(current: Extract<SessionState, { status: 'signed-in' }>): Promise<void> {
  try {
    const level = await (await loadWharf()).walletRestore(current.walletId, current.account)
    if (state === current) setState({ ...current, account: level.actor, permission: level.permission })
  } catch (error) {
    if (isUnreachable(error)) throw error
    console.warn('Could not restore the session:', error)
    if (state === current) {
      removeStorage(STORAGE_KEYS.autoLogin)
      setState(SIGNED_OUT)
    }
    throw new Error(RESTORE_REFUSED_MESSAGE)
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

// The build's prerender (app/prerender.tsx) draws every page as a guest sees it, and a prerendered page
// is hydrated as drawn; a signed-in visitor's header follows in the render after.
const guestSession = () => SIGNED_OUT

/** The session state, re-rendering on login and logout. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSession, guestSession)
}

/** The signed-in account name, or null. */
export function useAccountName(): string | null {
  const session = useSession()
  return session.status === 'signed-in' ? session.account : null
}
