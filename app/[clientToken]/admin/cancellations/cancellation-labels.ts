import type { CancellationStatus } from '@/lib/db/schema';

export const STATUS_LABELS: Record<CancellationStatus, string> = {
  submitted: 'Waiting for a decision',
  accepted: 'Accepted',
  rejected: 'Rejected',
  canceled: 'Voided',
};

export const STATUS_TONES = { submitted: 'warning', accepted: 'on', rejected: 'off', canceled: 'off' } as const;

export const CHANNEL_LABELS = { admin: 'Back office', member: 'Member, online' } as const;
