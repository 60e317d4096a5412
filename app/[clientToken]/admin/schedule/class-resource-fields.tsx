'use client';
import { useTranslations } from 'next-intl';
import type { ClubResources } from './club-resources';
import { ChoiceControl, TextControl } from './form-controls';

/** What the class is, who leads it and where: the choices are the class's club's. */
export function ClassResourceFields({ prefix, resources, nameHint }: { prefix: string; resources: ClubResources; nameHint?: string }) {
  const t = useTranslations('adminSchedule.fields');
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <ChoiceControl id={`${prefix}-activity`} name="activityId" label={t('activity')} items={resources.activities} none={t('chooseActivity')} />
      <TextControl id={`${prefix}-name`} name="name" label={t('name')} hint={nameHint} maxLength={120} />
      <ChoiceControl id={`${prefix}-studio`} name="studioId" label={t('studio')} items={resources.studios} none={t('noStudio')} />
      <ChoiceControl id={`${prefix}-coach`} name="coachId" label={t('coach')} items={resources.coaches} none={t('noCoach')} />
    </div>
  );
}
