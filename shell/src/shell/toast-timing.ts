/** SPEC §4, §9: toast rules. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_REMOVE_DELAY_MS = 5_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_FOCUS_KEY = 'F8';
