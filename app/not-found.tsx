import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';

export async function generateMetadata() {
  return { title: (await getTranslations('notFound'))('metaTitle') };
}

export default async function NotFound() {
  const t = await getTranslations('notFound');
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col justify-center px-6 py-16">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-2xl font-semibold tracking-tight text-slate-900">{t('title')}</h1>
      <p className="mt-3 text-slate-600">{t('text')}</p>
      <div className="mt-8">
        <Link href="/" className={buttonClass('secondary')}>{t('home')}</Link>
      </div>
    </main>
  );
}
