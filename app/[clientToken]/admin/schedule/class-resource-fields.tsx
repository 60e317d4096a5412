'use client';
import type { ClubResources } from './club-resources';
import { ChoiceControl, TextControl } from './form-controls';

/** What the class is, who leads it and where: the choices are the class's club's. */
export function ClassResourceFields({ prefix, resources, nameHint }: { prefix: string; resources: ClubResources; nameHint?: string }) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <ChoiceControl id={`${prefix}-activity`} name="activityId" label="Activity" items={resources.activities} none="Choose an activity" />
      <TextControl id={`${prefix}-name`} name="name" label="Name" hint={nameHint} maxLength={120} />
      <ChoiceControl id={`${prefix}-studio`} name="studioId" label="Studio" items={resources.studios} none="No studio" />
      <ChoiceControl id={`${prefix}-coach`} name="coachId" label="Coach" items={resources.coaches} none="No coach" />
    </div>
  );
}
