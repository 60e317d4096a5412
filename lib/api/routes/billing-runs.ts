// Direct-debit collection (CONTRACT §9.8, §12): a club's billing day run on demand, its SEPA file,
// and the bank's answers uploaded by staff.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { applyBankStatement } from '../../domain/billing/apply-bank-statement';
import { createBillingRun } from '../../domain/billing/create-billing-run';
import { getBillingRunSepaFile } from '../../domain/billing/get-billing-run-sepa-file';
import { DomainError } from '../../domain/errors';
import { iri } from '../../iri';
import type { ApiEnv } from '../env';
import { sendItem } from '../hydra';
import { idParam } from '../params';
import { apiRoute, errorResponses, jsonContent } from '../route';
import { bankStatementBody, bankStatementSchema } from '../schemas/billing';
import { billingRunBody, billingRunSchema } from '../schemas/mandates';

const tags = ['Mandates'];
const admin = { scope: 'admin', contact: 'deny' } as const;
const XML_TYPE = /^(application|text)\/xml\s*(;|$)/i;

const createRoute = apiRoute(admin, {
  method: 'post', path: '/billing_runs', tags, summary: 'Run a club\'s direct-debit billing day for a date (admin)',
  description: 'Each active direct-debit subscription whose debit falls on the date gets an invoice for its installment, collected from the '
    + 'contact\'s active mandate in the club; a rejected debit or no mandate opens an incident (debit_rejected, no_mandate). The counts are '
    + 'what this call did: run again for the same club and date, it invoices nothing twice (counts 0). `@id` is the run (one per club and '
    + 'date), whose SEPA file is `{@id}/sepa_file`.',
  request: { body: { required: true, content: { 'application/json': { schema: billingRunBody } } } },
  responses: { 201: jsonContent(billingRunSchema, 'What the run invoiced, collected and rejected'), ...errorResponses(400, 401, 403, 409, 413, 415, 422) },
});

const sepaFileRoute = apiRoute(admin, {
  method: 'get', path: '/billing_runs/{id}/sepa_file', tags,
  summary: 'The run\'s SEPA direct-debit file, pain.008.001.02 (SEPA Core), identical at every download (admin)',
  description: 'One PmtInf per sequence type (FRST for a mandate\'s first debit, else RCUR), every debit the run submitted, with the '
    + 'club\'s creditor. 400 api.error.billing-run.no-direct-debit when it submitted none; 400 api.error.billing-run.creditor-missing '
    + 'when the club has no SEPA creditor identifier, IBAN or BIC.',
  request: { params: idParam },
  responses: {
    200: { description: 'The file', content: { 'application/xml': { schema: { type: 'string' } } } },
    ...errorResponses(400, 401, 403, 404),
  },
});

const statementRoute = apiRoute(admin, {
  method: 'post', path: '/bank_statements', tags,
  summary: 'Upload a bank\'s answer: a pain.002.001.03 status report or a camt.054.001.02 notification of R-transactions (admin)',
  description: 'Each rejected transaction, matched by its OrgnlEndToEndId (EndToEndId in camt.054), reverses its payment and opens the '
    + 'debit_rejected incident on its invoice, once however often the same file is uploaded; unknown ones are listed, not applied. '
    + '400 api.error.bank-statement.malformed (not well-formed XML, or a document type declaration), '
    + 'api.error.bank-statement.unsupported-format (another document); 415 for another content type.',
  request: { body: { required: true, content: { 'application/xml': { schema: bankStatementBody } } } },
  responses: { 201: jsonContent(bankStatementSchema, 'What the statement applied'), ...errorResponses(400, 401, 403, 409, 413, 415, 422) },
});

export function registerBillingRunRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(createRoute, async (c) => {
    const { date, club } = c.req.valid('json');
    const run = await createBillingRun({ ...c.get('ctx'), clubId: club, date });
    const token = c.get('tenant').token;
    return sendItem(c, {
      '@id': iri(token, 'billing_runs', run.id), '@type': 'BillingRun', id: run.id, date: run.date, club: iri(token, 'clubs', run.clubId),
      invoices: run.invoices, collected: run.collected, rejected: run.rejected,
    }, 201);
  });
  app.openapi(sepaFileRoute, async (c) => {
    const file = await getBillingRunSepaFile({ ...c.get('ctx'), runId: c.req.valid('param').id });
    return c.body(file.xml, 200, { 'content-type': 'application/xml; charset=utf-8', 'content-disposition': `attachment; filename="${file.filename}"` });
  });
  app.openapi(statementRoute, async (c) => {
    if (!XML_TYPE.test(c.req.header('content-type') ?? '')) {
      throw new DomainError('api.error.body.unsupported-media-type', 'Send the bank statement as application/xml.');
    }
    const statement = await applyBankStatement({ ...c.get('ctx'), xml: await c.req.text() });
    const token = c.get('tenant').token;
    return sendItem(c, { '@id': iri(token, 'bank_statements', statement.id), '@type': 'BankStatement', ...statement }, 201);
  });
}
