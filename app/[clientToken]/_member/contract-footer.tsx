import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

/**
 * The way to "Résilier votre contrat" that the Code de la consommation (L215-1-1, décret 2023-417)
 * wants directly reachable: at the foot of every member page and of the public ones, worded exactly
 * so, leading to the one page that cancels with or without signing in.
 */
export async function ContractFooter({ clientToken }: { clientToken: string }) {
  const t = await getTranslations('cancelContract');
  return (
    <footer className="border-t border-slate-200">
      <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-end gap-4 px-4 py-4">
        <Link
          href={`/${clientToken}/cancel-contract`}
          className="inline-flex min-h-11 items-center rounded px-1 text-sm font-medium text-slate-700 underline underline-offset-4 hover:text-slate-900"
        >
          {t('button')}
        </Link>
      </div>
    </footer>
  );
}
