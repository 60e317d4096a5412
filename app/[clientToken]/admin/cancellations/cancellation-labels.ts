// A cancellation's status in colour; its words are in the adminCancellations catalog (statuses, channels).
export const STATUS_TONES = { submitted: 'warning', accepted: 'on', rejected: 'off', canceled: 'off' } as const;
