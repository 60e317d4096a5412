import type { OpenAPIHono } from '@hono/zod-openapi';
import { createBillingRun } from '../../domain/billing/create-billing-run';
import { iri } from '../../iri';
import type { ApiEnv } from '../env';
import { sendItem } from '../hydra';
import { apiRoute, errorResponses, jsonContent } from '../route';
import { billingRunBody, billingRunSchema } from '../schemas/mandates';

const createRoute = apiRoute({ scope: 'admin', contact: 'deny' }, {
  method: 'post', path: '/billing_runs', tags: ['Mandates'], summary: 'Run a club\'s direct-debit billing day for a date (admin)',
  description: 'Each active direct-debit subscription whose debit falls on the date gets an invoice for its installment, collected from the '
    + 'contact\'s active mandate in the club; a rejected debit or no mandate opens an incident (debit_rejected, no_mandate). The counts are '
    + 'what this call did: run again for the same club and date, it invoices nothing twice (counts 0).',
  request: { body: { required: true, content: { 'application/json': { schema: billingRunBody } } } },
  responses: { 201: jsonContent(billingRunSchema, 'What the run invoiced, collected and rejected'), ...errorResponses(400, 401, 403, 409, 413, 415, 422) },
});

export function registerBillingRunRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(createRoute, async (c) => {
    const { date, club } = c.req.valid('json');
    const run = await createBillingRun({ ...c.get('ctx'), clubId: club, date });
    const token = c.get('tenant').token;
    return sendItem(c, {
      '@id': `${iri(token, 'billing_runs', `${run.clubId}-${run.date}`)}`, '@type': 'BillingRun', date: run.date, club: iri(token, 'clubs', run.clubId),
      invoices: run.invoices, collected: run.collected, rejected: run.rejected,
    }, 201);
  });
}
