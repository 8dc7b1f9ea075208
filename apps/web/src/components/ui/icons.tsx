import { icon, RING, RING_LINE } from './internal/draw-icon.tsx'

// The portal's icons. Those the frame draws on every page are in frame-icons.tsx, re-exported here.
export * from './frame-icons.tsx'

export const ArrowDownwardIcon = icon('ArrowDownwardIcon', { line: 'M12 5v14M6.5 13.5 12 19l5.5-5.5' })
export const CancelIcon = icon('CancelIcon', {
  d: `${RING}M14.55 8.04l1.41 1.41-2.55 2.55 2.55 2.55-1.41 1.41-2.55-2.55-2.55 2.55-1.41-1.41 2.55-2.55-2.55-2.55 1.41-1.41 2.55 2.55z`,
})
export const CheckCircleOutlineIcon = icon('CheckCircleOutlineIcon', {
  line: `${RING_LINE}M7.5 12.2l3 3 6-6.2`,
})
export const ErrorOutlineIcon = icon('ErrorOutlineIcon', { line: `${RING_LINE}M12 7.5v5.5M12 16.5v.01` })
/** An empty tray: the mark of a list with nothing in it (components/empty-state.tsx). */
export const InboxIcon = icon('InboxIcon', {
  line: 'M4 13.5 6.5 5h11l2.5 8.5V19H4zM4 13.5h4.5l1 2.5h5l1-2.5H20',
})
export const InfoOutlinedIcon = icon('InfoOutlinedIcon', { line: `${RING_LINE}M12 11v5.5M12 7.5v.01` })
export const PersonIcon = icon('PersonIcon', {
  d: 'M12 4a4 4 0 1 1 0 8a4 4 0 1 1 0-8zM4 19c0-2.7 5.3-4.5 8-4.5s8 1.8 8 4.5v1H4z',
})
export const ReportProblemOutlinedIcon = icon('ReportProblemOutlinedIcon', {
  line: 'M12 3.5 2.5 20h19zM12 10v4.5M12 17.3v.01',
})
export const VerifiedIcon = icon('VerifiedIcon', {
  d: 'M12 1.5l2.2 2.2 3-.8.9 3 3 .9-.8 3 2.2 2.2-2.2 2.2.8 3-3 .9-.9 3-3-.8-2.2 2.2-2.2-2.2-3 .8-.9-3-3-.9.8-3.1L1.5 12l2.2-2.2-.8-3.1 3-.8.8-3 3.1.8zM10.5 16.5 6.5 12.5l1.4-1.4 2.6 2.6 5.6-5.6 1.4 1.4z',
})
export const CloseIcon = icon('CloseIcon', { line: 'M6 6l12 12M18 6 6 18' })
