// The partner API: one Hono app, every route declared with its zod schemas (which also make the
// OpenAPI document). server.ts sends it every /api/* request except /api/auth/* (next-auth).
import { OpenAPIHono } from '@hono/zod-openapi';
import type { ApiEnv } from './env';
import { handleApiError, problemResponse, validationHook } from './errors';
import { clientPaths, patchOnlyPaths } from './client-paths';
import { requestId } from './middleware/request-id';
import { recordRouteTemplate } from '../metrics/route-template';
import { registerAccessRoutes } from './routes/access';
import { registerActivityGroupRoutes } from './routes/activity-groups';
import { registerApiClientRoutes } from './routes/api-clients';
import { registerBookingRoutes } from './routes/booking';
import { registerCatalogRoutes } from './routes/catalog';
import { registerCancellationRoutes } from './routes/cancellations';
import { registerSuspensionRoutes } from './routes/suspensions';
import { registerClubRoutes } from './routes/clubs';
import { registerContactExtraRoutes } from './routes/contact-extras';
import { registerContactRoutes } from './routes/contacts';
import { registerDocsRoutes } from './routes/docs';
import { registerNetworkRoutes } from './routes/network';
import { registerOauthRoutes } from './routes/oauth';
import { registerReferentialRoutes } from './routes/referentials';
import { registerContactMigrationRequestRoutes } from './routes/contact-migration-requests';
import { registerCountryRoutes } from './routes/countries';
import { registerOptinRoutes } from './routes/optins';
import { registerPayableObjectRoutes } from './routes/payable-objects';
import { registerPaymentWebhookRoutes } from './routes/payment-webhooks';
import { registerSandboxPayRoutes } from './routes/sandbox-pay';
import { registerInvoiceRoutes } from './routes/invoices';
import { registerJobRoutes } from './routes/jobs';
import { registerIncidentRoutes } from './routes/incidents';
import { registerLedgerRoutes } from './routes/ledger';
import { registerExportRoutes } from './routes/exports';
import { registerFinanceRoutes } from './routes/finance';
import { registerCashDrawerRoutes } from './routes/cash-drawers';
import { registerClosureRoutes } from './routes/closures';
import { registerBillingRunRoutes } from './routes/billing-runs';
import { registerMandateRoutes } from './routes/mandates';
import { registerSignatureRequestRoutes } from './routes/signature-requests';
import { registerSalesRoutes } from './routes/sales';
import { registerSandboxRoutes } from './routes/sandbox';
import { registerScheduleAdminRoutes } from './routes/schedule-admin';
import { registerRecurrenceRoutes } from './routes/recurrences';
import { registerClassLayoutRoutes } from './routes/class-layouts';
import { registerPenaltyRoutes } from './routes/penalties';
import { registerAttendanceRoutes } from './routes/attendance';
import { registerSubscriptionRoutes } from './routes/subscriptions';
import { registerSandboxReceiverRoutes } from './routes/sandbox-receiver';
import { registerWebhookRoutes } from './routes/webhooks';

export function createApiApp() {
  const app = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
  app.use('*', requestId);
  // The route pattern that answered, for the request's log line and metrics (lib/server/request-listener.ts).
  app.use('*', recordRouteTemplate);
  app.onError(handleApiError);
  app.notFound((c) => problemResponse('api.error.route.not-found', `No endpoint ${c.req.method} ${c.req.path}.`));

  // First: /api/webhooks/payments/{provider} has no tenant segment, and must not be read as one.
  registerPaymentWebhookRoutes(app);
  registerSandboxPayRoutes(app);
  registerOauthRoutes(app);
  registerClubRoutes(app);
  registerNetworkRoutes(app);
  registerContactRoutes(app);
  registerContactExtraRoutes(app);
  registerAccessRoutes(app);
  registerContactMigrationRequestRoutes(app);
  registerCountryRoutes(app);
  registerOptinRoutes(app);
  registerSubscriptionRoutes(app);
  registerCancellationRoutes(app);
  registerSuspensionRoutes(app);
  // After /referentials/cancellation_motives: /referentials/{family} would read it as a family.
  registerReferentialRoutes(app);
  registerBookingRoutes(app);
  registerScheduleAdminRoutes(app);
  registerRecurrenceRoutes(app);
  registerClassLayoutRoutes(app);
  registerPenaltyRoutes(app);
  registerAttendanceRoutes(app);
  registerActivityGroupRoutes(app);
  registerCatalogRoutes(app);
  registerSalesRoutes(app);
  registerInvoiceRoutes(app);
  registerIncidentRoutes(app);
  registerFinanceRoutes(app);
  registerClosureRoutes(app);
  registerCashDrawerRoutes(app);
  registerMandateRoutes(app);
  registerSignatureRequestRoutes(app);
  registerBillingRunRoutes(app);
  registerPayableObjectRoutes(app);
  registerExportRoutes(app);
  registerLedgerRoutes(app);
  registerSandboxRoutes(app);
  registerApiClientRoutes(app);
  registerJobRoutes(app);
  registerWebhookRoutes(app);
  registerSandboxReceiverRoutes(app);
  registerDocsRoutes(app);

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http', scheme: 'bearer', bearerFormat: 'JWT',
    description: 'An access token from POST /api/{clientToken}/oauth/v2/token.',
  });
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Club management service — partner API',
      version: '1.0.0',
      description: 'Paths are under /api/{clientToken}. IRIs are relative to /api. Errors are application/problem+json '
        + '(see the Error schema). Every POST accepts an Idempotency-Key header. Input is read leniently, as API Platform '
        + 'reads it: query parameters an operation does not declare, and filter values that cannot be read, are ignored and '
        + 'named in the x-ignored-parameters response header (paging out of range stays a 400); unknown and read-only body '
        + 'fields are ignored, never written, and named in x-ignored-fields (dotted paths), except where a field is refused '
        + 'by name (an opt-in\'s read-only fields, a mandate type other than sepa). A known field with a wrong value is a 400 naming it. '
        + 'x-user-club-id and x-user-network-node-id not written as an IRI count as absent.',
    },
  });
  // Partners' clients' ways of writing a request, read before routing (lib/api/client-paths.ts).
  const paths = clientPaths(patchOnlyPaths(app.openAPIRegistry.definitions.flatMap((d) => (d.type === 'route' ? [d.route] : []))));
  const route = app.fetch;
  app.fetch = (request, env, executionCtx) => route(paths.rewrite(request), env, executionCtx);
  return app;
}

export type ApiApp = ReturnType<typeof createApiApp>;
