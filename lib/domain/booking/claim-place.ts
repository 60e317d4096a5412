import { isUniqueViolation } from '../../db/errors';
import type { TenantRef } from '../context';
import { claimPlaces, type Claimed, type PlaceRequest } from './claim-places';

interface Waiting extends PlaceRequest {
  resolve(outcome: Claimed | undefined): void;
  reject(error: unknown): void;
}

interface ClassQueue { tenant: TenantRef; classEventId: number; clubId: number; exact: boolean; waiting: Waiting[] }

// Bookings of one class wait for each other anyway, on the class's row lock. Under a rush each would
// wait holding a database connection, and the lock would pass from one statement to the next only as
// fast as the machine schedules PostgreSQL's processes (1-2 ms a booking, measured: 150 places took
// 200-400 ms, while the refusals behind them waited). So this process sends one claim statement per
// class at a time, and the bookings that arrive meanwhile go together in the next one: a place each,
// in the order they were asked for, as if one after the other. A booking alone goes at once.
const queues = new Map<string, ClassQueue>();
const MOST_PER_STATEMENT = 500;

/**
 * A seat if one is free, else a queue place; 'already-live' when the contact got a place in the class
 * since it was read; undefined when the class is full or was cancelled since. A place taken for the
 * contact in the same instant by another process is the unique index's error.
 */
export async function claimPlace(
  claim: { tenant: TenantRef; classEventId: number; clubId: number; exact?: boolean; channel?: 'online' | 'desk' } & PlaceRequest,
): Promise<Claimed | undefined> {
  // A booking at the desk is claimed alone (they are few, and outside the online limit).
  if (claim.channel === 'desk') {
    const request = { contactId: claim.contactId, at: claim.at, ...(claim.spot !== undefined ? { spot: claim.spot } : {}) };
    const placed = await claimPlaces({ ...claim, exact: claim.exact ?? false, requests: [request] });
    return placed.get(claim.contactId);
  }
  return claimTogetherLater(claim);
}

function claimTogetherLater(claim: { tenant: TenantRef; classEventId: number; clubId: number; exact?: boolean } & PlaceRequest): Promise<Claimed | undefined> {
  const key = `${claim.tenant.id}:${claim.classEventId}`;
  return new Promise((resolve, reject) => {
    const waiting: Waiting = { contactId: claim.contactId, at: claim.at, ...(claim.spot !== undefined ? { spot: claim.spot } : {}), resolve, reject };
    const queue = queues.get(key);
    if (queue) {
      queue.waiting.push(waiting);
      return;
    }
    queues.set(key, { tenant: claim.tenant, classEventId: claim.classEventId, clubId: claim.clubId, exact: claim.exact ?? false, waiting: [waiting] });
    void drain(key);
  });
}

/** Claims statement after statement until nobody waits for this class. */
async function drain(key: string): Promise<void> {
  const queue = queues.get(key)!;
  try {
    while (queue.waiting.length > 0) await claimTogether(queue, takeNextBatch(queue));
  } finally {
    queues.delete(key);
  }
}

/**
 * Up to MOST_PER_STATEMENT waiting bookings, one per contact and one per spot asked for by number: a
 * contact's second booking, or a second ask for the same spot, waits for the next statement (which
 * then finds the spot taken). The statement checks spots asked for against the room as it was.
 */
function takeNextBatch(queue: ClassQueue): Waiting[] {
  const batch: Waiting[] = [];
  const rest: Waiting[] = [];
  const contacts = new Set<number>();
  const spots = new Set<number>();
  for (const booking of queue.waiting) {
    const spotFree = booking.spot === undefined || !spots.has(booking.spot);
    if (batch.length < MOST_PER_STATEMENT && !contacts.has(booking.contactId) && spotFree) {
      contacts.add(booking.contactId);
      if (booking.spot !== undefined) spots.add(booking.spot);
      batch.push(booking);
    } else {
      rest.push(booking);
    }
  }
  queue.waiting = rest;
  return batch;
}

async function claimTogether(queue: ClassQueue, batch: Waiting[]): Promise<void> {
  try {
    const placed = await claimPlaces({ tenant: queue.tenant, classEventId: queue.classEventId, clubId: queue.clubId, exact: queue.exact, requests: batch });
    for (const booking of batch) booking.resolve(placed.get(booking.contactId));
  } catch (error) {
    // Another process placed one of these contacts in the same instant: the statement placed nobody.
    // Claimed one by one, that booking alone gets the error, the others their places.
    if (batch.length > 1 && isUniqueViolation(error, 'attendees_one_live_per_contact')) {
      for (const booking of batch) await claimTogether(queue, [booking]);
      return;
    }
    for (const booking of batch) booking.reject(error);
  }
}
