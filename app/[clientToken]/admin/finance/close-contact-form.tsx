'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useActionStatus } from '@/components/action-status';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { useFormat } from '@/components/use-format';
import { useActionTransition } from '../use-staff-action';
import { closeContactAction } from './actions';

interface CloseContactFormProps {
  clientToken: string;
  contactId: number;
  name: string;
  /** What closing changes, read by the page just before (previewClosure). */
  preview: { debt: number; activeSubscriptions: number; enabledBadges: number };
}

/** Closing a contact with a fee: the consequences are listed in the confirmation, before anything happens. */
export function CloseContactForm({ clientToken, contactId, name, preview }: CloseContactFormProps) {
  const t = useTranslations('adminFinance.close');
  const format = useFormat();
  const status = useActionStatus();
  const { pending, perform } = useActionTransition();
  const [fee, setFee] = useState(0);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const valid = reason.trim() !== '' && Number.isInteger(fee) && fee >= 0;

  const close = () => {
    status.clear();
    void perform(() => closeContactAction(clientToken, { contactId, reason, feeAmount: fee }), (result) => {
      if (!result.ok) {
        setErrors(result.fieldErrors);
        return status.failed(result.message);
      }
      status.done(t('done', { name }));
    });
  };

  const consequences = (
    <span className="block w-full text-left">
      <span className="block font-medium">{t('question', { name })}</span>
      <ul className="mt-2 list-disc space-y-1 pl-5" data-testid="closure-consequences">
        <li>{t('consequences.state')}</li>
        <li>{t('consequences.subscriptions', { count: preview.activeSubscriptions })}</li>
        <li>{t('consequences.badges', { count: preview.enabledBadges })}</li>
        <li>{t('consequences.sales')}</li>
        <li>{fee > 0 ? t('consequences.fee', { fee: format.money(fee) }) : t('consequences.noFee')}</li>
        <li>{t('consequences.reopen', { debt: format.money(preview.debt + Math.max(0, fee || 0)) })}</li>
      </ul>
    </span>
  );

  return (
    <section aria-labelledby="close-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h3 id="close-title" className="text-base font-semibold text-slate-900">{t('title')}</h3>
      <p className="mt-1 text-sm text-slate-600">{t('hint')}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_10rem]">
        <Field id="closure-reason" label={t('reason')} error={errors.reason}>
          <Input id="closure-reason" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={200}
            aria-describedby={describedBy('closure-reason', { error: errors.reason })} />
        </Field>
        <Field id="closure-fee" label={t('fee')} error={errors.feeAmount}>
          <MoneyInput id="closure-fee" cents={fee} onCentsChange={setFee} aria-describedby={describedBy('closure-fee', { error: errors.feeAmount })} />
        </Field>
      </div>
      <div className="mt-4">
        <ConfirmButton label={t('submit')} question={consequences} confirmLabel={t('confirm')} pending={pending} disabled={!valid} onConfirm={close} />
      </div>
      {!valid && <p className="mt-2 text-sm text-slate-500">{t('needReason')}</p>}
    </section>
  );
}
