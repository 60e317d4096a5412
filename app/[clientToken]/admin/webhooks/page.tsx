import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { ActionStatusProvider } from '@/components/action-status';
import { buttonClass } from '@/components/ui/button';
import { listHref, Pager } from '@/components/ui/pager';
import { config } from '@/lib/config';
import { deliveryStatuses, type DeliveryStatus } from '@/lib/db/schema';
import { findWebhookEndpoint } from '@/lib/domain/events/get-webhook-endpoint';
import { listWebhookDeliveries } from '@/lib/domain/events/list-webhook-deliveries';
import { EVENT_NAMES } from '@/lib/events/catalogue';
import { AdminShell } from '../admin-shell';
import { pageNumber, single } from '../format';
import { loadStaffPage } from '../load-staff-page';
import { StaffSignInScreen } from '../staff-sign-in-screen';
import { DeliveryFilters } from './delivery-filters';
import { DeliveryLog } from './delivery-log';
import { EndpointSummary } from './endpoint-summary';
import { builtInReceiverUrl } from './receiver-url';
import { WebhookEndpointPanel } from './webhook-endpoint-panel';
import { WEBHOOK_ROLES } from '@/lib/domain/auth/assert-staff-role';

export async function generateMetadata() {
  return { title: (await getTranslations('adminWebhooks'))('metaTitle') };
}

const PER_PAGE = 20;

type Props = {
  params: Promise<{ clientToken: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const isStatus = (value: string | undefined): value is DeliveryStatus => (deliveryStatuses as readonly string[]).includes(value ?? '');

export default async function WebhooksPage({ params, searchParams }: Props) {
  const { tenant, staff, ctx } = await loadStaffPage((await params).clientToken);
  if (!staff) return <StaffSignInScreen tenant={tenant} />;
  const query = await searchParams;
  const event = EVENT_NAMES.find((name) => name === single(query.event));
  const requested = single(query.status);
  const status = isStatus(requested) ? requested : undefined;
  const page = pageNumber(query.page);

  const [endpoint, deliveries] = await Promise.all([
    findWebhookEndpoint(ctx),
    listWebhookDeliveries({ ...ctx, ...(event ? { event } : {}), ...(status ? { status } : {}), page: { page, itemsPerPage: PER_PAGE } }),
  ]);
  const current = endpoint ? { url: endpoint.url, enabled: endpoint.enabled, retryPolicy: endpoint.retryPolicy } : null;
  const isOwner = WEBHOOK_ROLES.includes(staff.staffRole);
  const path = `/${tenant.token}/admin/webhooks`;
  const pages = Math.max(1, Math.ceil(deliveries.totalItems / PER_PAGE));
  const t = await getTranslations('adminWebhooks');

  return (
    <AdminShell tenant={tenant} staff={staff} current="webhooks">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('title')}</h1>
      <p className="mt-1 mb-6 max-w-2xl text-sm text-slate-600">
        {t('intro', { tenant: tenant.name })}
      </p>
      {isOwner
        ? <WebhookEndpointPanel clientToken={tenant.token} current={current}
            receiverUrl={config.isSandbox ? await builtInReceiverUrl(tenant.token) : null} />
        : <EndpointSummary current={current} />}

      <section aria-labelledby="log-title" className="mt-10">
        <div className="mb-4 flex items-center justify-between gap-4">
          <h2 id="log-title" className="text-lg font-semibold text-slate-900">{t('logTitle')}</h2>
          <Link href={listHref(path, { event, status, page })} className={buttonClass('ghost')} prefetch={false}>{t('refresh')}</Link>
        </div>
        <DeliveryFilters path={path} events={EVENT_NAMES} event={event} status={status} />
        <p className="mt-6 text-sm text-slate-600">
          {t('count', { count: deliveries.totalItems })}
          {(event || status) && t('matchFilters', { count: deliveries.totalItems })}
        </p>
        <ActionStatusProvider className="mt-2">
          <DeliveryLog clientToken={tenant.token} deliveries={deliveries.items} canRedeliver={isOwner} filtered={Boolean(event || status)} />
        </ActionStatusProvider>
        <Pager page={page} pages={pages} previousLabel={t('newer')} nextLabel={t('older')} hrefFor={(p) => listHref(path, { event, status, page: p })} />
      </section>
    </AdminShell>
  );
}
