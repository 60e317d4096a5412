import type { useTranslations } from 'next-intl';
import type { MemberClass } from '@/lib/domain/portal/member-class';

type PlacesTranslator = ReturnType<typeof useTranslations<'classes.places'>>;

/** Places left and the waiting list in a few words: "5 places left", "Full · 2 people waiting · waiting list open". */
export function placesText(cls: MemberClass, t: PlacesTranslator): string {
  if (cls.status === 'canceled') return t('cancelled');
  const counts = { places: cls.placesLeft, waiting: cls.queueLength };
  if (cls.placesLeft > 0) return t('open', counts);
  return t(cls.queuePlacesLeft > 0 ? 'queueOpen' : 'queueFull', counts);
}
