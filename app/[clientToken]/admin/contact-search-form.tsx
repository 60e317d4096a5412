interface ContactSearchFormProps {
  /** The page itself: the query goes to its URL as ?q=, so a search can be reloaded and shared. */
  path: string;
  inputId: string;
  query: string | undefined;
  words: { label: string; placeholder: string; search: string };
}

/** Finds a contact by name, number or e-mail, as a plain GET form; the page lists what matches. */
export function ContactSearchForm({ path, inputId, query, words }: ContactSearchFormProps) {
  return (
    <form action={path} role="search" aria-label={words.label} className="mt-3 flex flex-col gap-2 sm:flex-row">
      <label htmlFor={inputId} className="sr-only">{words.label}</label>
      <input id={inputId} name="q" defaultValue={query ?? ''} placeholder={words.placeholder}
        className="min-h-10 w-full rounded-lg border border-slate-300 px-3 text-sm sm:max-w-sm" />
      <button type="submit" className="min-h-10 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 shadow-sm hover:bg-slate-50">{words.search}</button>
    </form>
  );
}
