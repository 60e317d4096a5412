import { z } from 'zod';
import { cardNetworks } from '@/lib/db/schema';

const optionalText = (max: number) => z.string().trim().max(max).optional().transform((value) => value || null);

/**
 * What the front desk took, as its forms send it (a sale's payment, a debt's settlement): cash; one
 * cheque (bank, number and owner optional); or one card slip on a network. `extra` adds the fields
 * of the form at hand (the sale's amount).
 */
export function deskPaymentSchema<E extends z.ZodRawShape>(extra: E) {
  return z.discriminatedUnion('mean', [
    z.object({ mean: z.literal('cash'), ...extra }),
    z.object({ mean: z.literal('cheque'), ...extra, bank: optionalText(100), code: optionalText(100), owner: optionalText(200) }),
    z.object({ mean: z.literal('card'), ...extra, network: z.enum(cardNetworks) }),
  ]);
}
