import { en } from 'zod/locales'
import * as z from 'zod/mini'

// zod/mini, the functional zod whose schemas carry no methods and so tree-shake: a page that parses
// rows pays for the checks its schemas use, not for all of zod. Modules take `z` from here, so the
// English messages classic zod sets by itself are in place before any schema parses, and below is
// what classic zod offers that zod/mini leaves out, written with zod/mini's own parts.
z.config(en())

export { z }

/** What a custom issue says, and which field it belongs to (the form's own when no path). */
export type CustomIssue = { readonly message: string; readonly path?: PropertyKey[] }

/**
 * Adds a custom issue as classic zod's `ctx.addIssue` does, from a refinement (whose context has it)
 * or from inside a transform (zod/mini hands transforms the bare parse payload).
 */
export function addIssue(ctx: z.core.ParsePayload | z.core.$RefinementCtx, issue: CustomIssue): void {
  if ('addIssue' in ctx) ctx.addIssue({ code: 'custom', ...issue })
  else ctx.issues.push({ code: 'custom', input: ctx.value, ...issue })
}

/** Classic zod's `z.preprocess`: `prepare` runs on the raw input, then `schema` parses its result. */
export const preprocess = <Schema extends z.core.$ZodType>(
  prepare: (value: unknown) => unknown,
  schema: Schema,
) => z.pipe(z.transform(prepare), schema)
