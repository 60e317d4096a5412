// Only what the staff member changed is sent, as a merge patch: two people editing different
// settings of one club at the same time do not overwrite each other's changes.
import type { ClubSettingsValues } from './form-values';

type DirtyFlags = boolean | DirtyFlags[] | { [key: string]: DirtyFlags | undefined } | undefined;

function isDirty(flags: DirtyFlags): boolean {
  if (Array.isArray(flags)) return flags.some(isDirty);
  if (flags && typeof flags === 'object') return Object.values(flags).some(isDirty);
  return flags === true;
}

export function changedValues(values: ClubSettingsValues, dirty: Record<string, DirtyFlags>): Partial<ClubSettingsValues> {
  const changes: Record<string, unknown> = {};
  for (const [key, flags] of Object.entries(dirty)) {
    if (!isDirty(flags)) continue;
    const value = values[key as keyof ClubSettingsValues];
    if (key === 'onlineCancellation' && flags && typeof flags === 'object' && !Array.isArray(flags)) {
      const rules = value as unknown as Record<string, unknown>;
      changes[key] = Object.fromEntries(Object.entries(flags).filter(([, f]) => isDirty(f)).map(([name]) => [name, rules[name]]));
    } else {
      changes[key] = value;
    }
  }
  return changes as Partial<ClubSettingsValues>;
}
