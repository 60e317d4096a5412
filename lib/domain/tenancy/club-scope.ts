import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { clubs } from '../../db/schema';
import { sharingClubIdsQuery } from './sharing-booking-club-ids';

const tenantId = sql.placeholder('tenantId');
const clubId = sql.placeholder('clubId');

// The acting club's time zone and the clubs sharing bookings with it, in one round trip.
const scopeStatement = preparedStatement('schedule_scope', (db, name) => db.select({
  timeZone: clubs.timeZone,
  sharing: sql<number[]>`ARRAY(${sharingClubIdsQuery(tenantId, clubId)})`,
}).from(clubs).where(and(eq(clubs.tenantId, tenantId), eq(clubs.id, clubId))).prepare(name));

interface ClubScope { timeZone: string; sharing: number[] }

// A club's time zone and the clubs sharing bookings with it change only with a club's settings
// (update-club.ts), while schedules are read hundreds of times a second, and this read (a recursive
// walk of the network) was a third of the database's work for each of them. So each process keeps the
// answer for 10 s, and forgets a tenant's answers at once when one of its clubs is changed in this
// process. Another process may show the former scope for at most 10 s; a booking always reads the
// current one (booking-clubs.ts). Kept per database handle (tests open one per file), on globalThis
// so that Next's bundled copy of this module and the server's share it.
const TTL_MS = 10_000;
type Remembered = Map<number, { scope: ClubScope; until: number }>;
const holder = globalThis as unknown as { __clubScopes?: WeakMap<object, Map<number, Remembered>> };

/** The remembered scopes, by tenant then club, of this database. */
async function rememberedScopes(): Promise<Map<number, Remembered>> {
  const db = await getDb();
  holder.__clubScopes ??= new WeakMap();
  let byTenant = holder.__clubScopes.get(db);
  if (!byTenant) holder.__clubScopes.set(db, (byTenant = new Map()));
  return byTenant;
}

/** A club's time zone and the clubs sharing bookings with it (ids), or undefined for no such club. */
export async function clubScope(tenantId: number, clubId: number): Promise<ClubScope | undefined> {
  const byTenant = await rememberedScopes();
  let byClub = byTenant.get(tenantId);
  if (!byClub) byTenant.set(tenantId, (byClub = new Map()));
  const known = byClub.get(clubId);
  if (known && known.until > Date.now()) return known.scope;
  const [club] = await (await scopeStatement()).execute({ tenantId, clubId });
  if (!club) return undefined;
  const scope = { timeZone: club.timeZone, sharing: club.sharing.map(Number) };
  // Into the map this read began with: if the tenant's scopes were forgotten meanwhile, that map is
  // gone, and so is an answer that may predate the change.
  byClub.set(clubId, { scope, until: Date.now() + TTL_MS });
  return scope;
}

/** After a club of the tenant changed (and the change is committed): its clubs' scopes are read afresh. */
export async function forgetClubScopes(tenantId: number): Promise<void> {
  (await rememberedScopes()).delete(tenantId);
}
