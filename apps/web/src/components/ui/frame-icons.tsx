import { icon, RING } from './internal/draw-icon.tsx'

// The icons the portal's frame draws on every page (header, menus, notices). The frame imports them
// from here rather than from icons.tsx, so the first paint does not carry the icons only pages draw;
// icons.tsx re-exports them for everyone else.

export const AccountCircleIcon = icon('AccountCircleIcon', {
  d: `${RING}M12 5.5a3.6 3.6 0 1 0 0 7.2a3.6 3.6 0 1 0 0-7.2zM5.8 17.6c1.4-2.1 3.6-3.3 6.2-3.3s4.8 1.2 6.2 3.3a8 8 0 0 1-12.4 0z`,
})
export const ArrowDropDownIcon = icon('ArrowDropDownIcon', { d: 'M7 10h10l-5 5z' })
export const MenuIcon = icon('MenuIcon', { line: 'M4 7h16M4 12h16M4 17h16' })
export const NotificationsIcon = icon('NotificationsIcon', {
  d: 'M12 22a2.2 2.2 0 0 0 2.2-2.2H9.8A2.2 2.2 0 0 0 12 22zM18 16v-5c0-3-1.6-5.5-4.5-6.2V4a1.5 1.5 0 0 0-3 0v.8C7.6 5.5 6 8 6 11v5l-2 2v1h16v-1z',
})
