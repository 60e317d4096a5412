// Activities, studios, coaches and two weeks of classes in each demo club (CONTRACT §8), at local
// times in each club's time zone, starting the day of seeding.
import type { Executor } from '../db/client';
import { activities, activityGroups, classEvents, classLayouts, coaches, studios } from '../db/schema';
import type { TenantRef } from '../domain/context';
import { addDays } from '../time/calendar';
import { now } from '../time/clock';
import { dateInZone, parseDateTimeInZone } from '../time/zone';

const SLOTS = [{ at: '07:00', minutes: 45 }, { at: '12:30', minutes: 45 }, { at: '18:30', minutes: 60 }];
// The bikes of Studio A (spot booking, CONTRACT §14): four rows of four, as many as its classes' places.
const BIKES = Array.from({ length: 16 }, (_, i) => ({ number: i + 1, label: String(i + 1), x: i % 4, y: Math.floor(i / 4) }));
const ACTIVITIES = [
  { name: 'Yoga', group: 'Mind and body', showcase: true },
  { name: 'Pilates', group: 'Mind and body', showcase: false },
  { name: 'HIIT', group: 'Cardio', showcase: true },
  { name: 'Spinning', group: 'Cardio', showcase: false },
];

export async function seedDemoSchedule(tx: Executor, tenant: TenantRef, clubs: { id: number; timeZone: string; name: string }[]): Promise<void> {
  const groups = await tx.insert(activityGroups).values(['Mind and body', 'Cardio'].map((name) => ({ tenantId: tenant.id, name })))
    .returning();
  const groupId = (name: string) => groups.find((g) => g.name === name)!.id;
  for (const club of clubs) {
    const acts = await tx.insert(activities).values(ACTIVITIES.map((a) => ({
      tenantId: tenant.id, clubId: club.id, name: a.name, showcase: a.showcase, groupIds: [groupId(a.group)],
      description: `${a.name} at ${club.name}`,
    }))).returning();
    const rooms = await tx.insert(studios).values(['Studio A', 'Studio B'].map((name) => ({ tenantId: tenant.id, clubId: club.id, name }))).returning();
    const [bikes] = await tx.insert(classLayouts).values({ tenantId: tenant.id, clubId: club.id, studioId: rooms[0]!.id, name: 'Bikes', spots: BIKES })
      .returning();
    const staff = await tx.insert(coaches).values(['Léa', 'Marc', 'Sofia'].map((name) => ({ tenantId: tenant.id, clubId: club.id, name }))).returning();
    const today = dateInZone(now(), club.timeZone);
    const rows = [];
    for (let day = 0; day < 14; day += 1) {
      const date = addDays(today, day);
      for (const [i, slot] of SLOTS.entries()) {
        const activity = acts[(day + i) % acts.length]!;
        const studioId = rooms[i % rooms.length]!.id;
        const startedAt = parseDateTimeInZone(`${date}T${slot.at}`, club.timeZone)!;
        rows.push({
          tenantId: tenant.id, clubId: club.id, activityId: activity.id, studioId,
          classLayoutId: activity.name === 'Spinning' && studioId === rooms[0]!.id ? bikes!.id : null, coachId: staff[(day + i) % staff.length]!.id, name: activity.name, startedAt,
          endedAt: new Date(startedAt.getTime() + slot.minutes * 60_000), attendingLimit: i === 1 ? 8 : 16, queueLimit: 4,
        });
      }
    }
    await tx.insert(classEvents).values(rows);
  }
}
