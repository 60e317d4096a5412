import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../lib/db/client';
import { outboxEvents } from '../../lib/db/schema';
import { emitEvent } from '../../lib/events/emit-event';
import { createTenantFixture } from '../factories';

async function outboxOf(tenantId: number) {
  const db = await getDb();
  return db.select().from(outboxEvents).where(eq(outboxEvents.tenantId, tenantId)).orderBy(outboxEvents.seq);
}

describe('the outbox writer', () => {
  it('commits the event with the transaction that wrote it', async () => {
    const fx = await createTenantFixture();
    const db = await getDb();
    await db.transaction((tx) => emitEvent(tx, {
      tenantId: fx.tenant.id, event: 'contact_tag.created',
      object: { contactTagId: `/${fx.token}/contact_tags/1`, contactId: `/${fx.token}/contacts/${fx.contacts.alice}` }, clubId: fx.clubs.a,
    }));
    const rows = await outboxOf(fx.tenant.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ seq: 1, event: 'contact_tag.created', clubId: fx.clubs.a });
  });

  it('rolls the event back with a transaction that fails', async () => {
    const fx = await createTenantFixture();
    const db = await getDb();
    await expect(db.transaction(async (tx) => {
      await emitEvent(tx, {
        tenantId: fx.tenant.id, event: 'contact.deleted',
        object: { contactId: `/${fx.token}/contacts/9`, clubId: `/${fx.token}/clubs/${fx.clubs.a}` }, clubId: fx.clubs.a,
      });
      throw new Error('the change failed after the event was written');
    })).rejects.toThrow('the change failed');
    expect(await outboxOf(fx.tenant.id)).toHaveLength(0);
  });

  it('numbers a tenant\'s events 1, 2, 3 in commit order', async () => {
    const fx = await createTenantFixture();
    const db = await getDb();
    for (let i = 1; i <= 3; i += 1) {
      await db.transaction((tx) => emitEvent(tx, {
        tenantId: fx.tenant.id, event: 'class_event.updated',
        object: { classEventId: `/${fx.token}/class_events/${i}`, clubId: `/${fx.token}/clubs/${fx.clubs.b}` }, clubId: fx.clubs.b,
      }));
    }
    expect((await outboxOf(fx.tenant.id)).map((r) => [r.seq, r.object.classEventId])).toEqual([
      [1, `/${fx.token}/class_events/1`], [2, `/${fx.token}/class_events/2`], [3, `/${fx.token}/class_events/3`],
    ]);
  });

  it('refuses an object without the keys of the catalogue', async () => {
    const fx = await createTenantFixture();
    const db = await getDb();
    await expect(db.transaction((tx) => emitEvent(tx, {
      tenantId: fx.tenant.id, event: 'optin.updated',
      object: { optinId: '/x/optins/1', contactId: '/x/contacts/1' } as never, clubId: null,
    }))).rejects.toThrow(/needs exactly the keys optinId, contactId, clubId/);
    expect(await outboxOf(fx.tenant.id)).toHaveLength(0);
  });
});
