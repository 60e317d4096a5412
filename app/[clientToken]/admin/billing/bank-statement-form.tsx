'use client';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import type { AppliedStatement } from '@/lib/domain/billing/apply-bank-statement';
import { useActionTransition } from '../use-staff-action';
import { uploadBankStatementAction } from './bank-statement-actions';

/**
 * The bank's answer to a SEPA file (a pain.002 status report or a camt.054 notification), uploaded
 * as the bank sent it: each rejected debit becomes an incident, once however often the file comes.
 * What it did is shown below the form, with the references that matched nothing.
 */
export function BankStatementForm({ clientToken }: { clientToken: string }) {
  const t = useTranslations('adminBilling.statement');
  const fileRef = useRef<HTMLInputElement>(null);
  const { pending, perform } = useActionTransition();
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<AppliedStatement | null>(null);

  const upload = async () => {
    const file = fileRef.current?.files?.[0];
    setResult(null);
    if (!file) return setError(t('required'));
    if (file.size > 1_048_576) return setError(t('tooLarge'));
    setError(null);
    const xml = await file.text();
    void perform(() => uploadBankStatementAction(clientToken, { xml }), (answer) => {
      if (!answer.ok) return setError(answer.message);
      setResult(answer.value);
    });
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor="bank-statement-file" className="text-sm font-medium text-slate-800">{t('file')}</label>
          <input ref={fileRef} id="bank-statement-file" name="file" type="file" accept=".xml,application/xml,text/xml"
            aria-invalid={error ? true : undefined} aria-describedby={error ? 'bank-statement-error' : 'bank-statement-hint'}
            className="block w-full min-w-0 text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-200" />
        </div>
        <Button pending={pending} onClick={() => { void upload(); }}>{t('upload')}</Button>
      </div>
      <p id="bank-statement-hint" className="text-sm text-slate-600">{t('hint')}</p>
      <FieldError id="bank-statement-error" message={error ?? undefined} />
      <div aria-live="polite">
        {result && (
          <div data-testid="bank-statement-result" className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
            <p className="font-medium text-slate-900">{t('result', { format: result.format, rejects: result.rejects, duplicates: result.duplicates })}</p>
            {result.unknown.length > 0 && (
              <>
                <p className="mt-2 text-slate-700">{t('unknown', { count: result.unknown.length })}</p>
                <ul className="mt-1 flex flex-wrap gap-2">
                  {result.unknown.map((ref) => <li key={ref} className="rounded bg-slate-100 px-2 py-0.5 font-mono text-xs break-all text-slate-800">{ref}</li>)}
                </ul>
              </>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
