import Form from 'next/form';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { Select } from '@/components/ui/input';
import { pageNumber, single } from './format';

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

const idOf = (value: string | undefined) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined);

/**
 * What a filtered list's URL asks for (?state=, ?club=, ?contact=, ?q=, ?page=). A state the list does
 * not have or an id that is no number is ignored, as if not asked: a shared link never breaks the page.
 * Whether the club and the contact exist is for the page to check.
 */
export function readListQuery<S extends string>(query: Record<string, string | string[] | undefined>, states: readonly S[]) {
  const requested = single(query.state);
  return {
    state: states.find((state) => state === requested),
    clubId: idOf(single(query.club)),
    contactId: idOf(single(query.contact)),
    search: single(query.q)?.slice(0, 100),
    page: pageNumber(query.page),
  };
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
