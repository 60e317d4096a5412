import type { MemberClass } from '@/lib/domain/portal/member-class';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Places left and the waiting list in a few words: "5 places left", "Full · 2 waiting, 2 places left on the list". */
export function placesText(cls: MemberClass): string {
  if (cls.status === 'canceled') return 'Cancelled by the club';
  const waiting = cls.queueLength > 0 ? ` · ${plural(cls.queueLength, 'person', 'people')} waiting` : '';
  if (cls.placesLeft > 0) return `${plural(cls.placesLeft, 'place', 'places')} left${waiting}`;
  if (cls.queuePlacesLeft > 0) return `Full${waiting} · waiting list open`;
  return `Full${waiting} · waiting list full`;
}
