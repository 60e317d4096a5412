import { useTranslations } from 'next-intl';
import Form from 'next/form';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/** A plain GET form: the filter lives in the URL, so a filtered list can be reloaded and shared. */
export function RecipientFilter({ tenantToken, to }: { tenantToken: string; to: string | undefined }) {
  const t = useTranslations('adminSandbox.messages');
  return (
    <Form action={`/${tenantToken}/admin/sandbox/messages`} role="search" className="mt-6 flex flex-col gap-1.5">
      <label htmlFor="to" className="text-sm font-medium text-slate-800">{t('recipient')}</label>
      <div className="flex flex-wrap gap-2">
        <Input id="to" name="to" type="search" defaultValue={to ?? ''} placeholder={t('placeholder')} className="min-w-0 flex-1 sm:max-w-sm" />
        <button type="submit" className={buttonClass('secondary')}>{t('filter')}</button>
        {to && <Link href={`/${tenantToken}/admin/sandbox/messages`} className={buttonClass('ghost')}>{t('all')}</Link>}
      </div>
    </Form>
  );
}
