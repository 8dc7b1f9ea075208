import { icon, RING } from './internal/draw-icon.tsx'

// Icons only some pages draw (a key's copy and download buttons, an upload, a search field, the
// notification list's marks). Apart from icons.tsx, whose icons the kit's own components draw, so a page
// that draws an alert or a chip does not also carry these (the build copies a shared module whole).

export const AttachFileIcon = icon('AttachFileIcon', {
  line: 'M16.5 7v9.5a4.5 4.5 0 0 1-9 0V5.5a3 3 0 0 1 6 0v10.5a1.5 1.5 0 0 1-3 0V7',
})
export const ContentCopyIcon = icon('ContentCopyIcon', {
  line: 'M10 8h9a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1h-9a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1zM16 5V4a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v11a1 1 0 0 0 1 1h1',
})
export const DeleteIcon = icon('DeleteIcon', {
  d: 'M9 3h6l1 1h4v2H4V4h4zM6 7.5h12l-.9 12.6a1 1 0 0 1-1 .9H7.9a1 1 0 0 1-1-.9z',
})
export const DownloadIcon = icon('DownloadIcon', { line: 'M12 4v11M7 10.5l5 5 5-5M5 20h14' })
export const KeyboardArrowDownIcon = icon('KeyboardArrowDownIcon', { line: 'M7 9.5l5 5 5-5' })
export const KeyboardArrowUpIcon = icon('KeyboardArrowUpIcon', { line: 'M7 14.5l5-5 5 5' })
export const RefreshIcon = icon('RefreshIcon', { line: 'M19 12a7 7 0 1 1-2.1-5M19 4.5V9h-4.5' })
export const SearchIcon = icon('SearchIcon', { line: 'M10 4a6 6 0 1 1 0 12a6 6 0 1 1 0-12zM14.5 14.5 20 20' })
export const CheckCircleIcon = icon('CheckCircleIcon', { d: `${RING}M10.5 16.5 6 12l1.5-1.5 3 3 6-6L18 9z` })
export const ErrorIcon = icon('ErrorIcon', { d: `${RING}M11 6.5h2v7h-2zM11 15.5h2v2h-2z` })
