'use client';
import { useTranslations } from 'next-intl';
import { useFormContext } from 'react-hook-form';
import type { ClubResources, NamedItem } from './club-resources';
import { ChoiceControl, TextControl } from './form-controls';

/**
 * What the class is, who leads it and where: the choices are the class's club's. An archived one is
 * offered only to the class that already names it.
 */
export function ClassResourceFields({ prefix, resources, nameHint }: { prefix: string; resources: ClubResources; nameHint?: string }) {
  const t = useTranslations('adminSchedule.fields');
  const initial = (useFormContext().formState.defaultValues ?? {}) as Record<string, unknown>;
  const offered = (items: NamedItem[], field: string) => items.filter((item) => !item.archived || String(item.id) === String(initial[field] ?? ''));
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <ChoiceControl id={`${prefix}-activity`} name="activityId" label={t('activity')} items={offered(resources.activities, 'activityId')} none={t('chooseActivity')} />
      <TextControl id={`${prefix}-name`} name="name" label={t('name')} hint={nameHint} maxLength={120} />
      <ChoiceControl id={`${prefix}-studio`} name="studioId" label={t('studio')} items={offered(resources.studios, 'studioId')} none={t('noStudio')} />
      <ChoiceControl id={`${prefix}-coach`} name="coachId" label={t('coach')} items={offered(resources.coaches, 'coachId')} none={t('noCoach')} />
    </div>
  );
}
