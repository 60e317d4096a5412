import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { getMemberProfileOrThrow } from '@/lib/domain/portal/get-member-profile';
import { listMemberSubscriptions } from '@/lib/domain/portal/member-subscriptions';
import type { TenantParams } from '../load-tenant';
import { CalendarFeedSection } from './calendar-feed-section';
import { loadMemberPage } from '../_member/load-member-page';
import { memberOrSignIn } from '../_member/member-or-sign-in';
import { MemberShell } from '../_member/member-shell';
import { SubscriptionCard } from './subscription-card';

export async function generateMetadata() {
  return { title: (await getTranslations('account'))('metaTitle') };
}

export default async function AccountPage({ params }: TenantParams) {
  const { clientToken } = await params;
  const { tenant, actor } = await loadMemberPage(clientToken);
  const profile = await memberOrSignIn(tenant, getMemberProfileOrThrow({ tenant, actor }));
  const subscriptions = await listMemberSubscriptions({ tenant, actor });
  const t = await getTranslations('account');
  const tm = await getTranslations('mandates');
  const tp = await getTranslations('profile');
  const td = await getTranslations('debts');
  const th = await getTranslations('accountHistory');

  const fullName = `${profile.givenName} ${profile.familyName}`.trim() || profile.email;
  return (
    <MemberShell tenant={tenant} current="account">
      <p className="text-sm text-slate-600">{t('eyebrow')}</p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight text-slate-900">{t('hello', { name: profile.givenName || fullName })}</h1>
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="me-title" className={CARD}>
          <h2 id="me-title" className={CARD_TITLE}>{t('aboutMe')}</h2>
          <dl className="mt-4 space-y-3">
            <Item label={t('name')} value={fullName} />
            <Item label={t('email')} value={profile.email} />
            <Item label={t('number')} value={profile.number} mono />
            {/* Contact states in the words a member would use about themselves. */}
            <Item label={t('status')} value={t(`states.${profile.state}`)} />
          </dl>
        </section>
        <section aria-labelledby="club-title" className={CARD}>
          <h2 id="club-title" className={CARD_TITLE}>{t('myClub')}</h2>
          <dl className="mt-4 space-y-3">
            <Item label={t('club')} value={profile.club.name} />
            <Item label={t('clubCode')} value={profile.club.code} mono />
          </dl>
        </section>
      </div>

      <section aria-labelledby="subscriptions-title" className="mt-10">
        <h2 id="subscriptions-title" className="text-lg font-semibold text-slate-900">{t('subscriptions')}</h2>
        {subscriptions.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">{t('noSubscriptions')}</p>
        ) : (
          <div className="mt-4 flex flex-col gap-4">
            {subscriptions.map((subscription) => (
              <SubscriptionCard key={subscription.id} clientToken={tenant.token} subscription={subscription} />
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="bookings-title" className={`${CARD} mt-10 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between`}>
        <div>
          <h2 id="bookings-title" className={CARD_TITLE}>{t('classesTitle')}</h2>
          <p className="mt-1 text-sm text-slate-600">{t('classesText')}</p>
        </div>
        <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
          <Link href={`/${tenant.token}/classes`} className={buttonClass('primary')}>{t('bookClass')}</Link>
          <Link href={`/${tenant.token}/account/bookings`} className={buttonClass('secondary')}>{t('myBookings')}</Link>
        </div>
      </section>

      <CalendarFeedSection tenant={tenant} contactId={actor.contactId} />

      <LinkCard id="history" title={th('accountCard.title')} text={th('accountCard.text')} href={`/${tenant.token}/account/history`} link={th('accountCard.link')} />
      <LinkCard id="profile" title={tp('title')} text={tp('intro')} href={`/${tenant.token}/account/profile`} link={tp('link')} />
      <LinkCard id="consents" title={t('consentsTitle')} text={t('consentsText')} href={`/${tenant.token}/account/consents`} link={t('manageConsents')} />
      <LinkCard id="mandates" title={tm('accountCard.title')} text={tm('accountCard.text')} href={`/${tenant.token}/account/mandates`} link={tm('accountCard.link')} />
      <LinkCard id="debts" title={td('accountCard.title')} text={td('accountCard.text')} href={`/${tenant.token}/account/debts`} link={td('accountCard.link')} />
    </MemberShell>
  );
}

const CARD = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';
const CARD_TITLE = 'text-sm font-semibold text-slate-900';

/** A card that says what a page of the account is for, with the one link to it. */
function LinkCard({ id, title, text, href, link }: { id: string; title: string; text: string; href: string; link: string }) {
  return (
    <section aria-labelledby={`${id}-title`} className={`${CARD} mt-4 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between`}>
      <div>
        <h2 id={`${id}-title`} className={CARD_TITLE}>{title}</h2>
        <p className="mt-1 text-sm text-slate-600">{text}</p>
      </div>
      <Link href={href} className={buttonClass('secondary', 'shrink-0')}>{link}</Link>
    </section>
  );
}

function Item({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className={`mt-0.5 break-words text-slate-900 ${mono ? 'font-mono text-sm' : ''}`}>{value}</dd>
    </div>
  );
}
