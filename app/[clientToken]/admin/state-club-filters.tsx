import Form from 'next/form';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { Select } from '@/components/ui/input';

/** The words of the filters, in the list's own namespace (each list names its states its way). */
export interface StateClubFilterWords {
  label: string;
  state: string;
  allStates: string;
  club: string;
  allClubs: string;
  apply: string;
  all: string;
  /** Each state a row of the list can be in, with its name. */
  states: { value: string; name: string }[];
}

interface StateClubFiltersProps {
  path: string;
  clubs: { id: number; name: string }[];
  state: string | undefined;
  club: number | undefined;
  /** A contact the list is narrowed to (chosen elsewhere on the page), kept across a filter change. */
  contact: number | undefined;
  words: StateClubFilterWords;
}

/**
 * A list's filters by state and club, as a plain GET form: the filters live in the URL, so a
 * filtered list can be reloaded and shared (the sales desk and the finance page).
 */
export function StateClubFilters({ path, clubs, state, club, contact, words }: StateClubFiltersProps) {
  return (
    <Form action={path} role="search" aria-label={words.label} className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex min-w-0 flex-col gap-1.5 sm:w-48">
        <label htmlFor="state" className="text-sm font-medium text-slate-800">{words.state}</label>
        <Select id="state" name="state" defaultValue={state ?? ''}>
          <option value="">{words.allStates}</option>
          {words.states.map(({ value, name }) => <option key={value} value={value}>{name}</option>)}
        </Select>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5 sm:w-56">
        <label htmlFor="club" className="text-sm font-medium text-slate-800">{words.club}</label>
        <Select id="club" name="club" defaultValue={club ? String(club) : ''}>
          <option value="">{words.allClubs}</option>
          {clubs.map((c) => <option key={c.id} value={String(c.id)}>{c.name}</option>)}
        </Select>
      </div>
      {contact && <input type="hidden" name="contact" value={String(contact)} />}
      <div className="flex gap-2">
        <button type="submit" className={buttonClass('secondary')}>{words.apply}</button>
        {(state || club || contact) && <Link href={path} className={buttonClass('ghost')}>{words.all}</Link>}
      </div>
    </Form>
  );
}
