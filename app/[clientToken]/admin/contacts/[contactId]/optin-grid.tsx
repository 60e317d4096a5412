import { FormSection } from '@/components/ui/form-section';
import type { Optin, OptinChannel, OptinType } from '@/lib/db/schema';

const CHANNELS: { id: OptinChannel; label: string }[] = [
  { id: 'email', label: 'E-mail' }, { id: 'text_message', label: 'SMS' }, { id: 'postal_mail', label: 'Post' },
];
const TYPES: { id: OptinType; label: string }[] = [
  { id: 'legal', label: 'Legal information' }, { id: 'news', label: 'Club news' },
  { id: 'advertising', label: 'Offers and promotions' }, { id: 'partners', label: 'Partner offers' },
];

/** What the contact agreed to receive, by channel. Read-only here: the member changes it in the portal. */
export function OptinGrid({ optins }: { optins: Pick<Optin, 'channel' | 'type' | 'isAuthorized'>[] }) {
  const allowed = (channel: OptinChannel, type: OptinType) => optins.find((o) => o.channel === channel && o.type === type)?.isAuthorized;
  return (
    <FormSection id="optins" title="Consents" description="What the contact agreed to receive. Members change these themselves in their account.">
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">Consents by channel</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
              <th scope="col" className="py-2 pr-2 font-medium">Message</th>
              {CHANNELS.map((c) => <th key={c.id} scope="col" className="px-2 py-2 text-center font-medium">{c.label}</th>)}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {TYPES.map((t) => (
              <tr key={t.id}>
                <th scope="row" className="py-2.5 pr-2 text-left font-normal text-slate-800">{t.label}</th>
                {CHANNELS.map((c) => <td key={c.id} className="px-2 py-2.5 text-center"><YesNo value={allowed(c.id, t.id)} /></td>)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </FormSection>
  );
}

function YesNo({ value }: { value: boolean | undefined }) {
  if (value === undefined) return <span className="text-slate-400">—</span>;
  return value
    ? <span className="inline-flex items-center gap-1 font-medium text-emerald-700"><Tick />Yes</span>
    : <span className="text-slate-500">No</span>;
}

function Tick() {
  return <svg aria-hidden viewBox="0 0 20 20" className="size-4 fill-current"><path d="M7.7 13.3 4.4 10l-1.1 1.1 4.4 4.4 9-9-1.1-1.1z" /></svg>;
}
