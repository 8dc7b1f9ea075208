// The shell's sizes that scripts need. Media queries cannot read them, so the CSS Modules repeat them:
// header.module.css (the 64 px header, 48 px once scrolled; the tabs from 761 px), logo.module.css and
// left-drawer.module.css (full width below 500 px, 320 px from there up).

/** Above this width the left menu closes by itself (the header tabs take over). */
export const LEFT_MENU_CLOSE_ABOVE = 760
/** The header shrinks once the page has scrolled past this many pixels. */
export const SHRINK_AFTER_PX = 50
