/** The left drawer's width from 500 px up; below that it takes the whole width. */
export const LEFT_DRAWER_WIDTH = 320
/** Below this width the left drawer covers the whole page. */
export const LEFT_DRAWER_BREAKPOINT = 500
/** Above this width the left menu closes by itself (the header tabs take over). */
export const LEFT_MENU_CLOSE_ABOVE = 760
/** Header heights: full, and after the page has scrolled past `SHRINK_AFTER_PX`. */
export const HEADER_HEIGHT = 64
export const HEADER_HEIGHT_SCROLLED = 48
export const SHRINK_AFTER_PX = 50
