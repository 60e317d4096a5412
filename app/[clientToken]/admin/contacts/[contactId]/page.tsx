import { getTranslations } from 'next-intl/server';
import { SETTINGS_ROLES } from '@/lib/domain/auth/assert-staff-role';
import { listBadges } from '@/lib/domain/badges/list-badges';
import { listOptins } from '@/lib/domain/consents/list-optins';
import { getContactOrThrow } from '@/lib/domain/contacts/get-contact';
import { blockingTagsOn } from '@/lib/domain/contacts/is-blocked';
import { listSources } from '@/lib/domain/contacts/list-sources';
import { getClubOrThrow } from '@/lib/domain/tenancy/get-club';
import { now } from '@/lib/time/clock';
import { dateInZone } from '@/lib/time/zone';
import { AdminShell } from '../../admin-shell';
import { readOrNotFound } from '../../read-or-not-found';
import { loadStaffPage } from '../../load-staff-page';
import { StaffSignInScreen } from '../../staff-sign-in-screen';
import { BadgesSection } from './badges-section';
import { EraseSection } from './erase-section';
import { ContactHeader } from './contact-header';
import { toContactFormValues } from './contact-form-values';
import { IdentityForm } from './identity-form';
import { MandatesSection } from './mandates-section';
import { OptinGrid } from './optin-grid';
import { TagsSection } from './tags-section';
import { SubscriptionsSection } from './subscriptions-section';
import { BookingsSection } from './bookings-section';
import { BookingBlocksSection } from './booking-blocks-section';
import { MoneySection } from './money-section';

type Params = { params: Promise<{ clientToken: string; contactId: string }> };

export async function generateMetadata() {
  return { title: (await getTranslations('adminContacts.contact'))('metaTitle') };
}

export default async function ContactPage({ params }: Params) {
  const { clientToken, contactId } = await params;
  const { tenant, staff, ctx } = await loadStaffPage(clientToken);
  if (!staff) return <StaffSignInScreen tenant={tenant} />;
  const contact = await readOrNotFound(contactId, (id) => getContactOrThrow(ctx, id));
  const [club, badges, optins, sources] = await Promise.all([
    getClubOrThrow(ctx, contact.clubId),
    listBadges({ ...ctx, contactId: contact.id }),
    listOptins({ ...ctx, contactId: contact.id, page: { page: 1, itemsPerPage: 100 } }),
    listSources({ ...ctx, page: { page: 1, itemsPerPage: 100 } }),
  ]);
  // Tags are judged on the contact's club's today, as the API's `blocked` flag and booking judge them.
  const today = dateInZone(now(), club.timeZone);
  const tagWords = await getTranslations('adminContacts.tags');
  // The accounting tag's stored name (blocking_debt) is a code; staff read what it means.
  const blockingTags = blockingTagsOn(contact.tags, today).map((t) => (t.accounting ? tagWords('accountingName') : t.name));

  return (
    <AdminShell tenant={tenant} staff={staff} current="contacts">
      <ContactHeader contactsHref={`/${tenant.token}/admin/contacts`} contact={contact} clubName={club.name} timeZone={club.timeZone} blockingTags={blockingTags} />
      <div className="mt-8 flex flex-col gap-6">
        {/* An erased person's identity is not filled in again here: it was erased for good. */}
        {!contact.erasedAt && (
          <IdentityForm key={contact.id} clientToken={tenant.token} contactId={contact.id} defaultValues={toContactFormValues(contact)}
            sources={sources.items.map(({ id, name }) => ({ id, name }))} />
        )}
        <TagsSection clientToken={tenant.token} contactId={contact.id} today={today}
          tags={contact.tags.map(({ id, name, validFrom, validThrough, accounting }) => ({ id, name, validFrom, validThrough, accounting }))} />
        <BadgesSection clientToken={tenant.token} contactId={contact.id}
          badges={badges.map((b) => ({ id: b.id, number: b.number, disabledOn: b.disabledAt ? dateInZone(b.disabledAt, 'UTC') : null, createdOn: dateInZone(b.createdAt, 'UTC') }))} />
        <OptinGrid optins={optins.items} />
        <MandatesSection ctx={ctx} contact={contact} timeZone={club.timeZone} />
        <SubscriptionsSection ctx={ctx} contactId={contact.id} />
        <BookingsSection ctx={ctx} contactId={contact.id} />
        <BookingBlocksSection ctx={ctx} clientToken={tenant.token} contactId={contact.id} clubId={club.id} timeZone={club.timeZone} today={today} />
        <MoneySection ctx={ctx} contactId={contact.id} />
        {!contact.erasedAt && SETTINGS_ROLES.includes(staff.staffRole) && (
          <EraseSection clientToken={tenant.token} contactId={contact.id} number={contact.number} />
        )}
      </div>
    </AdminShell>
  );
}
