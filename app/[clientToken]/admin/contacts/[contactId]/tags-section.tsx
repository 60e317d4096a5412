'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { ActionStatusProvider } from '@/components/action-status';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormSection } from '@/components/ui/form-section';
import { isBlockingTag } from '@/lib/domain/contacts/is-blocked';
import { tagValidity } from '@/lib/domain/contacts/tag-validity';
import { formatDate } from '../../format';
import { useStaffAction } from '../../use-staff-action';
import { removeTag } from './actions';
import { AddTagForm } from './add-tag-form';

export interface TagRow {
  id: number;
  name: string;
  validFrom: string;
  validThrough: string | null;
  accounting: boolean;
}

interface TagsSectionProps {
  clientToken: string;
  contactId: number;
  tags: TagRow[];
  /** Today in the contact's club: the day its tags are judged on (lib/domain/contacts/tag-validity.ts). */
  today: string;
}

export function TagsSection({ clientToken, contactId, tags, today }: TagsSectionProps) {
  const t = useTranslations('adminContacts.tags');
  return (
    <FormSection id="tags" title={t('title')} description={t('description')}>
      <ActionStatusProvider>
        {tags.length === 0
          ? <p className="text-sm text-slate-600">{t('none')}</p>
          : (
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label={t('label')}>
              {tags.map((tag) => <TagItem key={tag.id} clientToken={clientToken} tag={tag} today={today} />)}
            </ul>
          )}
        <AddTagForm clientToken={clientToken} contactId={contactId} />
      </ActionStatusProvider>
    </FormSection>
  );
}

function validityText(tag: TagRow, validity: ReturnType<typeof tagValidity>, t: ReturnType<typeof useTranslations<'adminContacts.tags'>>, locale: Locale): string {
  if (tag.validThrough) return t('between', { from: formatDate(tag.validFrom, locale), through: formatDate(tag.validThrough, locale) });
  return t(validity === 'not-yet-valid' ? 'from' : 'since', { date: formatDate(tag.validFrom, locale) });
}

function TagItem({ clientToken, tag, today }: { clientToken: string; tag: TagRow; today: string }) {
  const t = useTranslations('adminContacts.tags');
  const locale = useLocale();
  const { pending, run } = useStaffAction();
  const validity = tagValidity(tag, today);
  // The accounting tag's stored name (blocking_debt) is a code: its meaning is shown instead.
  const name = tag.accounting ? t('accountingName') : tag.name;
  return (
    <li aria-label={name} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-all text-slate-900">{name}</span>
          {isBlockingTag(tag) && validity === 'valid' && <Badge tone="danger">{t('blocks')}</Badge>}
          {tag.accounting && <Badge tone="neutral">{t('accounting')}</Badge>}
          {validity === 'expired' && <Badge tone="off">{t('expired')}</Badge>}
          {validity === 'not-yet-valid' && <Badge tone="off">{t('notYetValid')}</Badge>}
        </p>
        <p className="text-sm text-slate-500">{validityText(tag, validity, t, locale)}</p>
      </div>
      {tag.accounting
        ? <p className="text-sm text-slate-500 sm:max-w-48 sm:text-right">{t('accountingNote')}</p>
        : (
          <Button variant="secondary" className="shrink-0 self-start sm:self-auto" aria-label={t('removeLabel', { name: tag.name })} pending={pending}
            onClick={() => run(() => removeTag(clientToken, tag.id), () => t('removed', { name: tag.name }))}>
            {t('remove')}
          </Button>
        )}
    </li>
  );
}
