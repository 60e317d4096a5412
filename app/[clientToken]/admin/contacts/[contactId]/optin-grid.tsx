import { useTranslations } from 'next-intl';
import { FormSection } from '@/components/ui/form-section';
import type { Optin, OptinChannel, OptinType } from '@/lib/db/schema';

const CHANNELS: { id: OptinChannel }[] = [{ id: 'email' }, { id: 'text_message' }, { id: 'postal_mail' }];
const TYPES: { id: OptinType }[] = [{ id: 'legal' }, { id: 'news' }, { id: 'advertising' }, { id: 'partners' }];

/** What the contact agreed to receive, by channel. Read-only here: the member changes it in the portal. */
export function OptinGrid({ optins }: { optins: Pick<Optin, 'channel' | 'type' | 'isAuthorized'>[] }) {
  const t = useTranslations('adminContacts.optins');
  const allowed = (channel: OptinChannel, type: OptinType) => optins.find((o) => o.channel === channel && o.type === type)?.isAuthorized;
  return (
    <FormSection id="optins" title={t('title')} description={t('description')}>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('caption')}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
              <th scope="col" className="py-2 pr-2 font-medium">{t('message')}</th>
              {CHANNELS.map((c) => <th key={c.id} scope="col" className="px-2 py-2 text-center font-medium">{t(`channels.${c.id}`)}</th>)}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {TYPES.map((type) => (
              <tr key={type.id}>
                <th scope="row" className="py-2.5 pr-2 text-left font-normal text-slate-800">{t(`kinds.${type.id}`)}</th>
                {CHANNELS.map((c) => <td key={c.id} className="px-2 py-2.5 text-center"><YesNo value={allowed(c.id, type.id)} /></td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </FormSection>
  );
}

function YesNo({ value }: { value: boolean | undefined }) {
  const t = useTranslations('adminContacts.optins');
  if (value === undefined) return <span className="text-slate-400">—</span>;
  return value
    ? <span className="inline-flex items-center gap-1 font-medium text-emerald-700"><Tick />{t('yes')}</span>
    : <span className="text-slate-500">{t('no')}</span>;
}

function Tick() {
  return <svg aria-hidden viewBox="0 0 20 20" className="size-4 fill-current"><path d="M7.7 13.3 4.4 10l-1.1 1.1 4.4 4.4 9-9-1.1-1.1z" /></svg>;
}
