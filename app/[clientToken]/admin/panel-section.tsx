import type { ReactNode } from 'react';

/** A white card with its heading, that names the section: the desk at the top of the billing, finance and sales pages. */
export function PanelSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={id} className="text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}
