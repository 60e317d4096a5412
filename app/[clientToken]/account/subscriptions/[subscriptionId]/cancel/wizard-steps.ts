// The wizard's steps and its place in the URL: ?step=date&motive=3&date=2027-01-14. The choices of
// the earlier steps travel in the URL, so Back, Forward and a reload keep them; the free-text comment
// stays in the tab (use-draft-comment.ts), out of addresses and server logs.

/** The steps in order; their names are in the catalogs (cancel.steps). */
export const STEPS = [{ id: 'reason' }, { id: 'date' }, { id: 'comment' }, { id: 'review' }] as const;

export type StepId = (typeof STEPS)[number]['id'];

export interface WizardChoices {
  motiveId?: number | undefined;
  date?: string | undefined;
}

const isStep = (value: string | null): value is StepId => STEPS.some((s) => s.id === value);

/** The step to show: the one in the URL, unless a choice it needs is missing or no longer offered. */
export function resolveStep(params: URLSearchParams, motiveIds: number[], dates: string[]): WizardChoices & { step: StepId } {
  const asked = params.get('step');
  const motive = Number(params.get('motive'));
  const motiveId = motiveIds.includes(motive) ? motive : undefined;
  const date = dates.find((d) => d === params.get('date'));
  const index = STEPS.findIndex((s) => s.id === asked);
  let step: StepId = isStep(asked) ? asked : 'reason';
  if (index >= 1 && motiveId === undefined) step = 'reason';
  else if (index >= 2 && date === undefined) step = 'date';
  return { step, motiveId, date };
}

export function stepHref(step: StepId, choices: WizardChoices): string {
  const query = new URLSearchParams({ step });
  if (choices.motiveId !== undefined) query.set('motive', String(choices.motiveId));
  if (choices.date !== undefined) query.set('date', choices.date);
  return `?${query.toString()}`;
}

/**
 * Moves to another step without a round trip to the server: Next keeps useSearchParams in step with
 * the native history API, and the browser's Back and Forward buttons move between the steps.
 */
export function goTo(step: StepId, choices: WizardChoices): void {
  window.history.pushState(null, '', stepHref(step, choices));
}

/** Continue: the step left keeps the choice made on it (so Back shows it chosen), then the next one opens. */
export function advance(from: StepId, to: StepId, choices: WizardChoices): void {
  window.history.replaceState(null, '', stepHref(from, choices));
  goTo(to, choices);
}
