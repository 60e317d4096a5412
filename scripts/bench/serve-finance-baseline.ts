// The floor for npm run bench:finance: plain node:http and pg running the same SQL as
// GET /financial_summary?contactId= (the contact, its tags, club time zone and closure, then its debt:
// lib/domain/finance/contact-finance.ts, contact-debt.ts) and GET /stats/accounts/contacts/{IRI} (the
// same contact read, then the debt and the available amount at once), with no auth, validation or
// logging.
import { pool, prepared, serveJson, tenantId } from './baseline-server';

// The contact's extras run as a named prepared statement in the API (get-contact.ts); the rest unnamed.
const query = (text: string, values: unknown[]) => pool.query(text, values);

const CONTACT = 'select * from "contacts" where ("contacts"."tenant_id" = $1 and "contacts"."id" = $2) limit $3';
const EXTRAS = `select "id", coalesce((
  SELECT json_agg(json_build_object('tenantId', t.tenant_id, 'id', t.id, 'contactId', t.contact_id, 'name', t.name,
    'validFrom', t.valid_from, 'validThrough', t.valid_through, 'accounting', t.accounting, 'createdAt', t.created_at) ORDER BY t.id)
  FROM contact_tags t WHERE t.tenant_id = "contacts"."tenant_id" AND t.contact_id = "contacts"."id"), '[]'::json),
  (SELECT c.time_zone FROM clubs c WHERE c.tenant_id = "contacts"."tenant_id" AND c.id = "contacts"."club_id"),
  (SELECT cl.id FROM closures cl WHERE cl.tenant_id = "contacts"."tenant_id" AND cl.contact_id = "contacts"."id" AND cl.state = 'active' LIMIT 1)
  from "contacts" where ("contacts"."tenant_id" = $1 and "contacts"."id" = any($2))`;
const DEBT = `
    SELECT
      (SELECT count(*) FROM incidents WHERE tenant_id = $1 AND contact_id = $2 AND state = 'open')::int AS n,
      (SELECT coalesce(sum(amount), 0) FROM incidents WHERE tenant_id = $3 AND contact_id = $4 AND state = 'open') AS incidents,
      (SELECT coalesce(sum(LEAST(i.total_ti, GREATEST(0, (
          SELECT coalesce(sum(p.amount), 0) FROM ledger_postings p
          WHERE p.tenant_id = i.tenant_id AND p.account = 'receivable'
            AND ((i.sale_id IS NOT NULL AND p.sale_id = i.sale_id) OR (i.sale_id IS NULL AND p.invoice_id = i.id)))))), 0)
        FROM invoices i JOIN clubs c ON c.tenant_id = i.tenant_id AND c.id = i.club_id
        WHERE i.tenant_id = $5 AND i.contact_id = $6 AND i.late_due_date IS NOT NULL
          AND i.late_due_date < ($7::timestamptz AT TIME ZONE c.time_zone)::date
          AND NOT EXISTS (SELECT 1 FROM incidents n WHERE n.tenant_id = i.tenant_id AND n.invoice_id = i.id AND n.state = 'open')
      ) AS overdue`;
const AVAILABLE = `
    SELECT coalesce(sum(amount), 0) AS balance FROM ledger_postings
    WHERE tenant_id = $1 AND contact_id = $2 AND account = $3`;

async function contact(contactId: number) {
  const [row] = (await query(CONTACT, [tenantId, contactId, 1])).rows;
  if (!row) throw new Error('unknown contact');
  await prepared(EXTRAS, [tenantId, [contactId]]);
}

async function debt(contactId: number) {
  const [row] = (await query(DEBT, [tenantId, contactId, tenantId, contactId, tenantId, contactId, new Date().toISOString()])).rows;
  const incidents = Number(row.incidents);
  return { numberOfIncidents: Number(row.n), incidents, total: incidents + Number(row.overdue) };
}

const idOf = (iri: string | null) => Number(decodeURIComponent(iri ?? '').split('/').pop());

async function summary(url: URL) {
  const contactId = idOf(url.searchParams.get('contactId'));
  await contact(contactId);
  const found = await debt(contactId);
  return { contactId: `/demo/contacts/${contactId}`, numberOfIncidents: found.numberOfIncidents, totalDebt: found.total };
}

async function stats(url: URL) {
  const contactId = idOf(url.pathname.split('/').pop()!);
  await contact(contactId);
  const [found, available] = await Promise.all([debt(contactId), query(AVAILABLE, [tenantId, contactId, 'available'])]);
  return { contactId: `/demo/contacts/${contactId}`, totalRealDebt: found.total, availableAmount: 0 - Number(available.rows[0].balance) };
}

function route(url: URL) {
  if (url.pathname.endsWith('/financial_summary')) return summary(url);
  if (url.pathname.includes('/stats/accounts/contacts/')) return stats(url);
  return null;
}

serveJson(route);
