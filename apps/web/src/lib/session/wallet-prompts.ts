import { useSyncExternalStore } from 'react'

/** A button, link, QR code or countdown a wallet plugin asks to show (Wharf Kit prompt elements). */
export type WalletPromptElement = { type: string; label?: string; data?: unknown }

/** A dialog a wallet needs answered; exactly one is open at a time. */
export type WalletPrompt =
  | { kind: 'cleos-login'; id: number }
  | {
      kind: 'cleos-sign'
      id: number
      command: string
      transactionId: string
      expiresAt: string
      /** `copy` until the user says it is handed to the command line, then `waiting` for the chain. */
      phase: 'copy' | 'waiting'
    }
  | { kind: 'wallet'; id: number; title: string; body: string; elements: WalletPromptElement[] }

/** What the cleos login dialog answers. */
export type CleosLogin = { actor: string; permission: 'active' | 'owner' }

/** The error message every cancelled wallet dialog rejects with. */
export const CANCELLED = 'Cancelled!'

type Pending = { prompt: WalletPrompt; resolve: (value: unknown) => void; reject: (error: Error) => void }

let pending: Pending | null = null
let lastId = 0
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

type PromptInput =
  | Omit<Extract<WalletPrompt, { kind: 'cleos-login' }>, 'id'>
  | Omit<Extract<WalletPrompt, { kind: 'cleos-sign' }>, 'id'>
  | Omit<Extract<WalletPrompt, { kind: 'wallet' }>, 'id'>

/**
 * Opens a wallet dialog. `answer` resolves with what the user chose and rejects with `Cancelled!` when
 * the dialog is cancelled (or replaced by another one).
 */
export function openWalletPrompt<Answer>(input: PromptInput): { id: number; answer: Promise<Answer> } {
  pending?.reject(new Error(CANCELLED))
  lastId += 1
  const id = lastId
  const prompt = { ...input, id } as WalletPrompt
  const answer = new Promise<Answer>((resolve, reject) => {
    pending = { prompt, resolve: resolve as (value: unknown) => void, reject }
  })
  emit()
  return { id, answer }
}

/** Answers the open dialog and closes it. */
export function answerWalletPrompt(id: number, answer: unknown): void {
  if (pending?.prompt.id !== id) return
  const { resolve } = pending
  pending = null
  emit()
  resolve(answer)
}

/** Cancels the open dialog: its opener sees `Cancelled!` (or `error` when given). */
export function cancelWalletPrompt(id: number, error: Error = new Error(CANCELLED)): void {
  if (pending?.prompt.id !== id) return
  const { reject } = pending
  pending = null
  emit()
  reject(error)
}

/** Closes the open dialog without answering (its opener settles it some other way). */
export function closeWalletPrompt(id: number): void {
  if (pending?.prompt.id !== id) return
  pending = null
  emit()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

// The build's prerender (app/prerender.tsx) draws pages with no wallet dialog open (and a prerendered
// page is hydrated so).
const noPrompt = () => null

/** The wallet dialog currently open, if any. */
export function useWalletPrompt(): WalletPrompt | null {
  return useSyncExternalStore(subscribe, () => pending?.prompt ?? null, noPrompt)
}
