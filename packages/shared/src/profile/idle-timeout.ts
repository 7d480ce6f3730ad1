/** docs/product/kiosk-and-sessions.md: 15 minutes by default, 5 to 240 per account, then a 60-second countdown. */
export const IDLE_TIMEOUT_MINUTES = { min: 5, max: 240, default: 15 } as const;
export const IDLE_COUNTDOWN_SECONDS = 60;
