import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

export default async function Home() {
  const t = await getTranslations('home');
  return (
    <main className="mx-auto max-w-2xl p-6 sm:p-10">
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <p className="mt-2 text-slate-600">{t('intro')}</p>
      <ul className="mt-6 space-y-2">
        <li><Link className="text-brand-700 underline" href="/api/docs">{t('apiReference')}</Link></li>
        <li><Link className="text-brand-700 underline" href="/demo">{t('demoPortal')}</Link></li>
        <li><Link className="text-brand-700 underline" href="/demo/admin">{t('demoBackOffice')}</Link></li>
      </ul>
    </main>
  );
}
