// The demo's cancellation motives in French beside their English names, so a member reads them in
// their language ("Résilier votre contrat", the wizard): a motive's `translations` by locale.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { cancellationMotives } from '../db/schema';
import type { TenantRef } from '../domain/context';

const FRENCH: Record<string, string> = {
  'Moving away': 'Déménagement',
  Price: 'Prix',
  'Health reasons': 'Raisons de santé',
  'Not using the club enough': 'Je ne viens pas assez souvent',
  Other: 'Autre',
};

export async function nameDemoMotives(db: Executor, tenant: TenantRef, ids: number[]): Promise<void> {
  for (const id of ids) {
    const [motive] = await db.select({ name: cancellationMotives.name }).from(cancellationMotives)
      .where(and(eq(cancellationMotives.tenantId, tenant.id), eq(cancellationMotives.id, id)));
    const fr = motive && FRENCH[motive.name];
    if (fr) {
      await db.update(cancellationMotives).set({ translations: { fr, en: motive.name } })
        .where(and(eq(cancellationMotives.tenantId, tenant.id), eq(cancellationMotives.id, id)));
    }
  }
}
