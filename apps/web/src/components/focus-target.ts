/** Marks an element the app sends the keyboard to; the theme draws it without a focus ring. */
export const FOCUS_TARGET_ATTRIBUTE = 'data-navigation-focus';

/**
 * The props of a place the app puts the keyboard on when what it was on went away (a page's
 * heading after a move, a list's heading after a delete, the board's empty text): focusable by
 * script only, and without a ring, since nobody tabbed there.
 */
export const FOCUS_TARGET = { tabIndex: -1, [FOCUS_TARGET_ATTRIBUTE]: '' } as const;
