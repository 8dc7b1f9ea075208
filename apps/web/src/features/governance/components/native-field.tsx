import { nativeControlClassName, nativeFieldClassName } from '@/components/native-select-field.tsx'

// A native search <input> under a visible label: nothing to download on a guest's first load.

/** A labelled native search box. */
export function SearchField({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <label className={nativeFieldClassName}>
      {label}
      <input
        type="search"
        value={value}
        maxLength={200}
        onChange={(event) => onChange(event.target.value)}
        className={nativeControlClassName}
      />
    </label>
  )
}
