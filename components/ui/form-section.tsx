import type { ReactNode } from 'react';

/** A titled group of settings: title and explanation beside the fields on wide screens, above on phones. */
export function FormSection({ id, title, description, children }: { id: string; title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white shadow-sm md:grid md:grid-cols-[14rem_minmax(0,1fr)] md:gap-6 md:p-6">
      <div className="border-b border-slate-200 px-5 py-4 md:border-0 md:p-0">
        <h2 id={`${id}-title`} className="font-semibold text-slate-900">{title}</h2>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      <div className="flex flex-col gap-6 p-5 md:p-0">{children}</div>
    </section>
  );
}
