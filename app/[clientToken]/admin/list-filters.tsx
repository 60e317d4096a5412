import Form from 'next/form';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { Select } from '@/components/ui/input';

/** The words of the filters, in the list's own namespace. */
export interface ListFilterWords {
  label: string;
  club: string;
  allClubs: string;
  apply: string;
  all: string;
}

/** A list whose rows have states (sales, incidents) is filtered by state too; each list names its states its way. */
export interface StateFilter {
  label: string;
  all: string;
  choices: { value: string; name: string }[];
  chosen: string | undefined;
}

interface ListFiltersProps {
  path: string;
  clubs: { id: number; name: string }[];
  club: number | undefined;
  states?: StateFilter;
  /** A contact the list is narrowed to (chosen elsewhere on the page), kept across a filter change. */
  contact?: number;
  words: ListFilterWords;
  className?: string;
}

/**
 * A list's filters by club (and state), as a plain GET form: the filters live in the URL, so a
 * filtered list can be reloaded and shared (the sales desk, the finance page, the catalog).
 */
export function ListFilters({ path, clubs, club, states, contact, words, className }: ListFiltersProps) {
  return (
    <Form action={path} role="search" aria-label={words.label} className={cx('flex flex-col gap-3 sm:flex-row sm:items-end', className)}>
      {states && (
        <div className="flex min-w-0 flex-col gap-1.5 sm:w-48">
          <label htmlFor="filter-state" className="text-sm font-medium text-slate-800">{states.label}</label>
          <Select id="filter-state" name="state" defaultValue={states.chosen ?? ''}>
            <option value="">{states.all}</option>
            {states.choices.map(({ value, name }) => <option key={value} value={value}>{name}</option>)}
          </Select>
        </div>
      )}
      <div className="flex min-w-0 flex-col gap-1.5 sm:w-56">
        <label htmlFor="filter-club" className="text-sm font-medium text-slate-800">{words.club}</label>
        <Select id="filter-club" name="club" defaultValue={club ? String(club) : ''}>
          <option value="">{words.allClubs}</option>
          {clubs.map((c) => <option key={c.id} value={String(c.id)}>{c.name}</option>)}
        </Select>
      </div>
      {contact && <input type="hidden" name="contact" value={String(contact)} />}
      <div className="flex gap-2">
        <button type="submit" className={buttonClass('secondary')}>{words.apply}</button>
        {(states?.chosen || club || contact) && <Link href={path} className={buttonClass('ghost')}>{words.all}</Link>}
      </div>
    </Form>
  );
}
