import { yieldToMain } from '@/lib/yield-to-main.ts'
import type * as Wharf from './wharf.ts'

// Wharf Kit's modules are set up in three tasks: Antelope's types, then the session kit (its chain
// list and request codec), then the portal's wallets. As one, they were a 95 ms task at 4x CPU on every
// signed-in page, where the session is restored as the page opens (issue 41). This module is its own
// chunk so that the app shell carries one small import instead of Wharf's file list.

/** The portal's Wharf Kit module, its dependencies set up one per task. */
export async function loadWharf(): Promise<typeof Wharf> {
  await import('@wharfkit/antelope')
  await yieldToMain()
  await import('@wharfkit/session')
  await yieldToMain()
  return import('./wharf.ts')
}
