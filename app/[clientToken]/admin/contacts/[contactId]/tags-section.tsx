'use client';
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
  return (
    <FormSection id="tags" title="Tags" description="Labels with dates. A tag whose name starts with “blocking” blocks the contact while it is valid.">
      <ActionStatusProvider>
        {tags.length === 0
          ? <p className="text-sm text-slate-600">No tags.</p>
          : (
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Tags">
              {tags.map((tag) => <TagItem key={tag.id} clientToken={clientToken} tag={tag} today={today} />)}
            </ul>
          )}
        <AddTagForm clientToken={clientToken} contactId={contactId} />
      </ActionStatusProvider>
    </FormSection>
  );
}

function validityText(tag: TagRow, validity: ReturnType<typeof tagValidity>): string {
  if (tag.validThrough) return `${formatDate(tag.validFrom)} to ${formatDate(tag.validThrough)}`;
  return `${validity === 'not-yet-valid' ? 'From' : 'Since'} ${formatDate(tag.validFrom)}`;
}

function TagItem({ clientToken, tag, today }: { clientToken: string; tag: TagRow; today: string }) {
  const { pending, run } = useStaffAction();
  const validity = tagValidity(tag, today);
  return (
    <li aria-label={tag.name} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-all text-slate-900">{tag.name}</span>
          {isBlockingTag(tag) && validity === 'valid' && <Badge tone="danger">Blocks the contact</Badge>}
          {tag.accounting && <Badge tone="neutral">Set by accounting</Badge>}
          {validity === 'expired' && <Badge tone="off">Expired</Badge>}
          {validity === 'not-yet-valid' && <Badge tone="off">Not yet valid</Badge>}
        </p>
        <p className="text-sm text-slate-500">{validityText(tag, validity)}</p>
      </div>
      {tag.accounting
        ? <p className="text-sm text-slate-500 sm:max-w-48 sm:text-right">Goes when the debt is settled.</p>
        : (
          <Button variant="secondary" className="shrink-0 self-start sm:self-auto" aria-label={`Remove tag ${tag.name}`} pending={pending}
            onClick={() => run(() => removeTag(clientToken, tag.id), () => `Tag ${tag.name} removed.`)}>
            Remove
          </Button>
        )}
    </li>
  );
}
