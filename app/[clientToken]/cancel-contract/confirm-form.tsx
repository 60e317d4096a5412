'use client';
import { useTranslations } from 'next-intl';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { useErrorSentence } from '@/components/use-error-sentence';
import { useProgressiveAction } from '@/components/use-progressive-action';
import { unreachableCode } from '../action-result';
import { confirmContractCancellation } from './actions';
import type { MemberCancelState } from './state';

interface Props {
  clientToken: string;
  subscriptionId: number;
  name: string;
  motives: { id: number; name: string }[];
}

/** One contract of a signed-in member: an optional reason and the one button that cancels it. */
export function ConfirmCancelForm({ clientToken, subscriptionId, name, motives }: Props) {
  const t = useTranslations('cancelContract');
  const sentenceFor = useErrorSentence();
  const { state, formAction, onSubmit, pending } = useProgressiveAction(confirmContractCancellation, {} as MemberCancelState,
    (): MemberCancelState => ({ error: sentenceFor(unreachableCode()) }));
  const id = `motive-${subscriptionId}`;
  return (
    <form action={formAction} onSubmit={onSubmit} className="mt-5 flex flex-col gap-4">
      <input type="hidden" name="clientToken" value={clientToken} />
      <input type="hidden" name="subscriptionId" value={subscriptionId} />
      <Field id={id} label={t('motiveLabel')}>
        <Select id={id} name="motiveId" defaultValue="">
          <option value="">{t('noMotive')}</option>
          {motives.map((m) => <option key={m.id} value={m.id}>{m.name}</option>)}
        </Select>
      </Field>
      {state.error && <Alert tone="error">{state.error}</Alert>}
      <Button type="submit" variant="danger" pending={pending} className="h-auto py-2 sm:self-start">{t('member.confirm', { name })}</Button>
    </form>
  );
}
