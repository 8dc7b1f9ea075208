import { InputFrame, type InputBaseProps } from './input-base.tsx'

export type OutlinedInputProps = InputBaseProps

/** MUI's OutlinedInput: a native input (or textarea) in the portal's outlined frame. */
export function OutlinedInput(props: OutlinedInputProps) {
  return <InputFrame {...props} outlined />
}
