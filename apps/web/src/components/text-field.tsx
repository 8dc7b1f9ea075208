import type { HTMLAttributes } from 'react'
import {
  TextField as KitTextField,
  type TextFieldProps as KitTextFieldProps,
} from '@/components/ui/text-field.tsx'

/** The portal's outlined text field props: the kit's, plus a test id and the input's keyboard mode. */
export type TextFieldProps = KitTextFieldProps & {
  'data-testid'?: string
  /** The on-screen keyboard the input asks for (`decimal` for amounts); same as `slotProps.htmlInput.inputMode`. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
}

/**
 * The portal's outlined text field for inputs that are never a `select` (those use NativeSelectField):
 * the kit's TextField, with the label above the field, the helper text tied by aria-describedby and an
 * error as aria-invalid. A test id and `inputMode` land on the native input.
 */
export function TextField({ 'data-testid': testId, inputMode, slotProps, ...props }: TextFieldProps) {
  const onInput = {
    ...(testId !== undefined && { 'data-testid': testId }),
    ...(inputMode !== undefined && { inputMode }),
  }
  return (
    <KitTextField
      {...props}
      slotProps={
        Object.keys(onInput).length === 0
          ? slotProps
          : { ...slotProps, htmlInput: { ...onInput, ...slotProps?.htmlInput } }
      }
    />
  )
}
