import { z } from '../zod-mini.ts'
import { CORE_PRECISION, parseAssetUnits } from '../assets.ts'
import { amountField } from '../validation.ts'

// The escrow's deposit form apart from the Resolve dialogs' schemas (forms.ts): the account page
// loads this one alone, and a module's schemas are all built when it is first imported.

/** Deposit TLOS into the Resolve escrow: an amount above 0 with 4 decimals, at most the liquid balance; quantity comes out as "x.xxxx TLOS". */
export function depositFormSchema(liquidBalance: string | undefined) {
  const maxUnits = parseAssetUnits(liquidBalance, '4,TLOS') ?? 0n
  return z.object({
    quantity: z.pipe(
      amountField({ precision: CORE_PRECISION, maxUnits }),
      z.transform((amount: string) => `${amount} TLOS`),
    ),
  })
}
