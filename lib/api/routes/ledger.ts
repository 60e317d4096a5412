import type { OpenAPIHono } from '@hono/zod-openapi';
import { checkDetail } from '../../domain/ledger/ledger-checks';
import { readLedgerChecks } from '../../domain/ledger/read-ledger-checks';
import { iri } from '../../iri';
import type { ApiEnv } from '../env';
import { sendItem } from '../hydra';
import { apiRoute, errorResponses, jsonContent } from '../route';
import { ledgerChecksSchema } from '../schemas/ledger';

// Tenant-wide: the ledger's checks read every club's money, so a club-bound token is refused.
const checksRoute = apiRoute({ scope: 'admin', contact: 'deny', tenantWide: true }, {
  method: 'get', path: '/ledger/checks', tags: ['Finance'], summary: 'The ledger\'s own checks, each ok or not (admin, for monitoring)',
  description: 'transactions-balanced (every transaction has two postings or more, summing to zero per currency), payments-match-postings, '
    + 'sales-match-postings (each sale\'s paid amount, from its postings, within 0 and its invoice), invoices-match-postings, '
    + 'available-not-negative (no wallet below zero, each wallet row equal to its postings), incidents-match-payments, '
    + 'revenue-days-match-postings (the dashboard\'s revenue per club, day and kind equal to the postings crediting revenue).',
  responses: { 200: jsonContent(ledgerChecksSchema, 'Every check with its outcome'), ...errorResponses(401, 403, 404) },
});

export function registerLedgerRoutes(app: OpenAPIHono<ApiEnv>) {
  app.openapi(checksRoute, async (c) => {
    const checks = await readLedgerChecks(c.get('ctx'));
    return sendItem(c, {
      '@id': iri(c.get('tenant').token, 'ledger', 'checks'), '@type': 'LedgerChecks',
      checks: checks.map((check) => ({ name: check.name, ok: check.ok, detail: checkDetail(check) })),
    });
  });
}
