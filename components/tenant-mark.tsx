/** The tenant's initial in a square: a recognisable mark until tenants can upload a logo. */
export function TenantMark({ name }: { name: string }) {
  return (
    <span aria-hidden className="grid size-7 shrink-0 place-items-center rounded-lg bg-brand-600 text-xs font-bold text-white">
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
