import { lineClass, SvgIcon, type SvgIconProps } from '../svg-icon.tsx'

/*
 * The portal's icons, drawn for the kit on a 24 × 24 grid: filled shapes use `d`, line drawings use
 * `line` (stroked 2 px, round ends). Each export keeps the name the portal imports it under.
 */

type Drawing = { d?: string; line?: string }

// Marked free of side effects so the bundler drops every icon a chunk does not use.
/* @__NO_SIDE_EFFECTS__ */
export function icon(name: string, { d, line }: Drawing) {
  function Icon(props: SvgIconProps) {
    return (
      <SvgIcon {...props}>
        {d ? <path d={d} fillRule="evenodd" /> : null}
        {line ? <path className={lineClass} d={line} /> : null}
      </SvgIcon>
    )
  }
  Icon.displayName = name
  return Icon
}

export const RING = 'M12 2a10 10 0 1 1 0 20a10 10 0 1 1 0-20z'
export const RING_LINE = 'M12 3a9 9 0 1 1 0 18a9 9 0 1 1 0-18z'
