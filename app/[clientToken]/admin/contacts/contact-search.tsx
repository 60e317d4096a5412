import { useTranslations } from 'next-intl';
import Form from 'next/form';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** A plain GET form: the search lives in the URL, so results can be reloaded, paged and shared. */
export function ContactSearch({ path, q }: { path: string; q: string | undefined }) {
  const t = useTranslations('adminContacts.search');
  return (
    <Form action={path} role="search" className="mt-6 flex flex-col gap-1.5">
      <label htmlFor="q" className="text-sm font-medium text-slate-800">{t('label')}</label>
      <div className="flex flex-wrap gap-2">
        <Input id="q" name="q" type="search" defaultValue={q ?? ''} placeholder={t('placeholder')}
          aria-describedby="q-hint" className="min-w-0 flex-1 sm:max-w-md" />
        <button type="submit" className={buttonClass('secondary')}>{t('submit')}</button>
        {q && <Link href={path} className={buttonClass('ghost')}>{t('all')}</Link>}
      </div>
      <p id="q-hint" className="text-sm text-slate-500">{t('hint')}</p>
    </Form>
  );
}
