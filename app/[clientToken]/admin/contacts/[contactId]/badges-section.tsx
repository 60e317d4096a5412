'use client';
import { ActionStatusProvider } from '@/components/action-status';
import { Badge } from '@/components/ui/badge';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { FormSection } from '@/components/ui/form-section';
import { formatDate } from '../../format';
import { useStaffAction } from '../../use-staff-action';
import { deleteBadgeAction, disableBadgeAction } from './actions';
import { AddBadgeForm } from './add-badge-form';

export interface BadgeRow {
  id: number;
  number: string;
  /** YYYY-MM-DD (UTC), or null while the badge works. */
  disabledOn: string | null;
  createdOn: string;
}

export function BadgesSection({ clientToken, contactId, badges }: { clientToken: string; contactId: number; badges: BadgeRow[] }) {
  return (
    <FormSection id="badges" title="Badges" description="Numbers that open the club’s doors. A disabled badge stays disabled.">
      <ActionStatusProvider>
        {badges.length === 0
          ? <p className="text-sm text-slate-600">No badges.</p>
          : (
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" aria-label="Badges">
              {badges.map((badge) => <BadgeItem key={badge.id} clientToken={clientToken} badge={badge} />)}
            </ul>
          )}
        <AddBadgeForm clientToken={clientToken} contactId={contactId} />
      </ActionStatusProvider>
    </FormSection>
  );
}

function BadgeItem({ clientToken, badge }: { clientToken: string; badge: BadgeRow }) {
  const disable = useStaffAction();
  const remove = useStaffAction();
  const busy = disable.pending || remove.pending;
  return (
    <li aria-label={`Badge ${badge.number}`} className="flex flex-col gap-2 px-4 py-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-mono font-medium break-all text-slate-900">{badge.number}</span>
        {badge.disabledOn ? <Badge tone="off">Disabled</Badge> : <Badge tone="on">Active</Badge>}
      </div>
      <p className="text-sm text-slate-500">
        Given {formatDate(badge.createdOn)}{badge.disabledOn && `, disabled ${formatDate(badge.disabledOn)}`}
      </p>
      <div className="flex flex-wrap gap-2">
        {!badge.disabledOn && (
          <ConfirmButton label="Disable" ariaLabel={`Disable badge ${badge.number}`} question="It cannot be turned on again."
            confirmLabel="Disable badge" pending={disable.pending} disabled={busy}
            onConfirm={() => disable.run(() => disableBadgeAction(clientToken, badge.id), () => `Badge ${badge.number} disabled.`)} />
        )}
        <ConfirmButton label="Delete" ariaLabel={`Delete badge ${badge.number}`} question="Delete this badge?"
          confirmLabel="Delete badge" pending={remove.pending} disabled={busy}
          onConfirm={() => remove.run(() => deleteBadgeAction(clientToken, badge.id), () => `Badge ${badge.number} deleted.`)} />
      </div>
    </li>
  );
}
