import type { SaleState } from '@/lib/db/schema';

/** How a sale's state looks in the desk's lists and pages. */
export const STATE_TONES = { cart: 'warning', validated: 'on', canceled: 'off' } as const satisfies Record<SaleState, string>;
