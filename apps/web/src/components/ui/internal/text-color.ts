/** Text colours as MUI's `color` prop spells them (palette names, paths and the legacy `text*` names). */
export type TextColor =
  | 'inherit'
  | 'primary'
  | 'secondary'
  | 'error'
  | 'warning'
  | 'info'
  | 'success'
  | 'primary.main'
  | 'secondary.main'
  | 'error.main'
  | 'warning.main'
  | 'info.main'
  | 'success.main'
  | 'textPrimary'
  | 'textSecondary'
  | 'textDisabled'
  | 'text.primary'
  | 'text.secondary'
  | 'text.disabled'

/** The stylesheet class for a colour: `text.secondary` and `textSecondary` → `colorTextSecondary`. */
export function textColorClass(color: TextColor): string {
  const name = color
    .replace(/\.main$/, '')
    .replace(/^text\.?(\w)/, (_, c: string) => `text${c.toUpperCase()}`)
  return `color${name[0]?.toUpperCase() ?? ''}${name.slice(1)}`
}
