import { chainErrorMessage } from '@portal/chain/errors'
import { DryRunRefusal } from './dry-run-refusal.ts'

/** What a form says, beside its button, about a send that failed: a dry-run refusal in plain words. */
export function failureText(error: unknown): string {
  return error instanceof DryRunRefusal ? error.plain : chainErrorMessage(error)
}
