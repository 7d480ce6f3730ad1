/** Why an account may not change its service areas now (docs/product/plans-and-limits.md). */
export const serviceAccessMessages = {
  trialEnded:
    'Your free trial has ended. Subscribe to a plan to make changes again. Orders placed before it ended can still be worked.',
} as const;
