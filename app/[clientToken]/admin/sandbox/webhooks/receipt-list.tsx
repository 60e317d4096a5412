import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { formatInstant } from '../../format';
import { EmptyNote } from '@/components/ui/empty-note';

interface Receipt {
  id: number;
  event: string | null;
  headers: Record<string, string>;
  body: string;
  signatureValid: boolean;
  receivedAt: Date;
}

/** The body as sent, indented when it is JSON (it always is from this service). */
function readable(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

// The headers a receiver looks at first; the rest follow in name order.
const FIRST = ['webhook-id', 'webhook-timestamp', 'webhook-signature', 'x-user-club-id', 'x-user-network-node-id', 'content-type', 'user-agent'];

function orderedHeaders(headers: Record<string, string>): [string, string][] {
  const rank = (name: string) => (FIRST.includes(name) ? FIRST.indexOf(name) : FIRST.length);
  return Object.entries(headers).sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}

// A summary laid out with flex loses the browser's triangle: a chevron, turned while open, says it folds.
const SUMMARY = 'flex min-h-10 cursor-pointer list-none items-center gap-2 px-3 text-sm font-medium text-slate-700 hover:bg-slate-50 [&::-webkit-details-marker]:hidden';

function Chevron({ group }: { group: 'headers' | 'body' }) {
  const turn = group === 'headers' ? 'group-open/headers:rotate-90' : 'group-open/body:rotate-90';
  return <svg aria-hidden viewBox="0 0 20 20" className={`size-4 shrink-0 fill-slate-400 transition-transform ${turn}`}><path d="M7.3 4.3 13 10l-5.7 5.7-1.1-1.1 4.6-4.6-4.6-4.6z" /></svg>;
}

export function ReceiptList({ receipts }: { receipts: Receipt[] }) {
  const t = useTranslations('adminSandbox.webhooks');
  if (receipts.length === 0) {
    return (
      <EmptyNote className="mt-4">
        {t('empty')}
      </EmptyNote>
    );
  }
  return (
    <ol className="mt-4 flex flex-col gap-3" aria-label={t('label')}>
      {receipts.map((receipt) => {
        const name = receipt.event ?? t('notAnEvent');
        return (
          <li key={receipt.id}>
            <article aria-label={t('article', { name, at: formatInstant(receipt.receivedAt) })} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
              <header className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
                <span className="min-w-0 font-medium break-all text-slate-900">{name}</span>
                {receipt.signatureValid
                  ? <Badge tone="on">{t('verified')}</Badge>
                  : <Badge tone="danger">{t('notVerified')}</Badge>}
                <time dateTime={receipt.receivedAt.toISOString()} className="text-slate-500 sm:ml-auto">{formatInstant(receipt.receivedAt)}</time>
              </header>
              <details className="group/headers mt-3 rounded-lg border border-slate-200">
                <summary className={SUMMARY}>
                  <Chevron group="headers" />{t('headers')} <span className="ml-1 font-normal text-slate-500">({Object.keys(receipt.headers).length})</span>
                </summary>
                <dl className="grid gap-x-4 gap-y-1 border-t border-slate-200 p-3 font-mono text-xs sm:grid-cols-[14rem_minmax(0,1fr)]">
                  {orderedHeaders(receipt.headers).map(([header, value]) => (
                    <div key={header} className="contents">
                      <dt className="text-slate-500">{header}</dt>
                      <dd className="mb-1 break-all text-slate-900 sm:mb-0">{value}</dd>
                    </div>
                  ))}
                </dl>
              </details>
              <details className="group/body mt-2 rounded-lg border border-slate-200" open>
                <summary className={SUMMARY}><Chevron group="body" />{t('body')}</summary>
                <pre className="border-t border-slate-200 p-3 font-mono text-xs break-all whitespace-pre-wrap text-slate-900">{readable(receipt.body)}</pre>
              </details>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
