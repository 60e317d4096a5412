import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { queryRows } from '../../db/raw';
import { inTransaction } from '../../db/transaction';
import { markShowedOnEntry } from '../planning/mark-attendance';
import { contacts, crossingPoints, type IdentificatorType } from '../../db/schema';
import { emitEventCtes } from '../../events/emit-event';
import { iri } from '../../iri';
import { now } from '../../time/clock';
import type { OperationContext } from '../context';
import { invalidField } from '../errors';
import { assertClubInReach } from '../booking/assert-club-in-reach';
import { entryReasons } from './entry-rules';
import type { EntryView } from './entry-view';
import { findIdentificator } from './find-identificator';
import { identificatorState } from './identificator-numbers';
import { isSubscribedFor, readEntryFacts } from './read-entry-facts';

export interface SoftEntryInput {
  crossingPointId: number;
  targetId?: number;
  identificatorNumber?: string;
  identificatorType?: IdentificatorType;
}

/** Who is at the door: the identificator's contact, or the contact named. Unknown ones are 400s on their field. */
async function whoIsAtTheDoor(ctx: OperationContext, input: SoftEntryInput) {
  const db = await getDb();
  let identificator: Awaited<ReturnType<typeof findIdentificator>>;
  if (input.identificatorNumber !== undefined) {
    if (input.identificatorType === undefined) {
      throw invalidField('identificatorType', 'required', 'identificatorType (badge or qrcode) goes with identificatorNumber.', 'api.error.validation.required');
    }
    identificator = await findIdentificator(db, ctx.tenant.id, input.identificatorType, input.identificatorNumber);
    if (!identificator) {
      throw invalidField('identificatorNumber', 'not-found', 'No identificator of this network has this number and type (or the pass code has expired).', 'api.error.entry.unknown-identificator');
    }
    if (input.targetId !== undefined && input.targetId !== identificator.contactId) {
      throw invalidField('targetId', 'mismatch', 'The identificator is not this contact\'s.', 'api.error.entry.target-mismatch');
    }
  } else if (input.targetId === undefined) {
    throw invalidField('identificatorNumber', 'required', 'Give either targetId, or identificatorNumber and identificatorType.', 'api.error.validation.required');
  }
  if (identificator) return { contactId: identificator.contactId, identificator };
  // An identificator's contact exists (its foreign key says so); a contact named by targetId is looked up.
  const [contact] = await db.select({ id: contacts.id }).from(contacts)
    .where(and(eq(contacts.tenantId, ctx.tenant.id), eq(contacts.id, input.targetId!))).limit(1);
  if (!contact) throw invalidField('targetId', 'not-found', 'No contact of this network has this id.', 'api.error.entry.unknown-contact');
  return { contactId: contact.id, identificator };
}

/**
 * POST /soft_entries (CONTRACT §11): judges an entry at a crossing point against every rule and
 * records it, allowed or blocked (with every failing rule), with its entry.created event, in one
 * transaction. Unknown crossing point, identificator or contact: a 400 on that field, nothing recorded.
 */
export async function recordEntry(ctx: OperationContext & { input: SoftEntryInput }): Promise<EntryView> {
  const { input } = ctx;
  const db = await getDb();
  const [point] = await db.select().from(crossingPoints)
    .where(and(eq(crossingPoints.tenantId, ctx.tenant.id), eq(crossingPoints.id, input.crossingPointId), isNull(crossingPoints.archivedAt))).limit(1);
  if (!point) throw invalidField('crossingPointId', 'not-found', 'No crossing point of this network has this id.', 'api.error.entry.unknown-crossing-point');
  assertClubInReach(ctx.actor, point.clubId);
  if (!point.enabled) {
    throw invalidField('crossingPointId', 'disabled', 'This crossing point is disabled.', 'api.error.entry.crossing-point-disabled');
  }
  const { contactId, identificator } = await whoIsAtTheDoor(ctx, input);
  const at = now();
  return inTransaction(async (tx) => {
    const facts = await readEntryFacts(tx, { tenantId: ctx.tenant.id, contactId, clubId: point.clubId, zoneId: point.zoneId, at });
    const reasons = entryReasons({
      direction: point.direction,
      identificatorActive: identificator ? identificatorState(identificator) === 'active' : null,
      subscribed: point.direction === 'out' || (await isSubscribedFor(tx, ctx.tenant.id, point.clubId, facts)),
      blocked: facts.blocked,
      closed: facts.contactState === 'old_client',
      outsidePeriod: facts.outsidePeriod,
      alreadyInside: facts.alreadyInside,
    });
    const isBlocking = reasons.length > 0;
    // An allowed way in marks the member's class of the hour as attended (CONTRACT §14, Attendance).
    // Before the insert: the insert takes the tenant's event-sequence row lock, held until commit,
    // which every entry of the network waits for, so nothing else runs after it.
    if (!isBlocking && point.direction === 'in') await markShowedOnEntry(tx, ctx.tenant, { clubId: point.clubId, contactId, at });
    const { token } = ctx.tenant;
    const [row] = await queryRows<{ id: number }>(tx, sql`
      WITH recorded AS (
        INSERT INTO entries (tenant_id, contact_id, identificator_id, crossing_point_id, club_id, direction, is_blocking, reasons, created_at)
        VALUES (${ctx.tenant.id}, ${contactId}, ${identificator?.id ?? null}::int, ${point.id}, ${point.clubId}, ${point.direction},
          ${isBlocking}, ${sql.param(reasons)}::text[], ${at.toISOString()}::timestamptz)
        RETURNING id
      ), recorded_event AS (SELECT id, 1 AS event_rn FROM recorded), ${emitEventCtes({
        tenantId: ctx.tenant.id, event: 'entry.created', clubId: point.clubId, rows: sql`recorded_event`,
        object: {
          entryId: sql`${iri(token, 'entries', '')}::text || recorded_event.id`,
          contactId: sql`${iri(token, 'contacts', contactId)}::text`,
          isBlocking: sql`${isBlocking}::boolean`,
        },
      })}
      SELECT id FROM recorded`);
    return {
      tenantId: ctx.tenant.id, id: Number(row!.id), contactId, identificatorId: identificator?.id ?? null, crossingPointId: point.id,
      clubId: point.clubId, direction: point.direction, isBlocking, reasons, createdAt: at, timeZone: facts.timeZone,
    };
  });
}
