CREATE OR REPLACE FUNCTION "revenue_days_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The statement's revenue per transaction first, each transaction's invoice or payment id parsed
  -- once: joins on plain ids, never a pattern matched inside a join (a transition table has no
  -- statistics, and a plan that nested such a match cost minutes on a billing batch).
  INSERT INTO revenue_days (tenant_id, club_id, day, kind, amount)
  WITH rev AS MATERIALIZED (
    SELECT p.tenant_id, p.transaction_id, sum(p.amount) AS amount FROM new_postings p WHERE p.account = 'revenue' GROUP BY 1, 2
  ), tx AS MATERIALIZED (
    SELECT r.tenant_id, r.amount, t.kind, t.created_at,
      CASE WHEN t.kind IN ('sale_invoice', 'installment_invoice', 'fee_invoice') AND t.ref ~ '^invoices/[0-9]{1,10}$' THEN substr(t.ref, 10)::int END AS invoice_id,
      CASE WHEN t.kind = 'incident_payment' AND t.ref ~ '^payments/[0-9]{1,10}$' THEN substr(t.ref, 10)::int END AS payment_id
    FROM rev r JOIN ledger_transactions t ON t.tenant_id = r.tenant_id AND t.id = r.transaction_id
  )
  SELECT tenant_id, club_id, day, kind, sum(amount) FROM (
    SELECT x.tenant_id, i.club_id, i.date AS day,
      CASE WHEN x.kind = 'fee_invoice' THEN 'fees' WHEN i.sale_id IS NOT NULL AND i.subscription_id IS NULL THEN 'shop' ELSE 'subscriptions' END AS kind,
      -x.amount AS amount
    FROM tx x JOIN invoices i ON i.tenant_id = x.tenant_id AND i.id = x.invoice_id
    UNION ALL
    SELECT x.tenant_id, k.club_id, (x.created_at AT TIME ZONE c.time_zone)::date, 'fees', -x.amount
    FROM tx x
    JOIN payments y ON y.tenant_id = x.tenant_id AND y.id = x.payment_id
    JOIN checkouts k ON k.tenant_id = y.tenant_id AND k.id = y.checkout_id
    JOIN clubs c ON c.tenant_id = k.tenant_id AND c.id = k.club_id
  ) credited GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, club_id, day, kind) DO UPDATE SET amount = revenue_days.amount + EXCLUDED.amount;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ledger_transaction_clubs_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_transaction_clubs (tenant_id, transaction_id, club_id)
  WITH affected AS MATERIALIZED (SELECT DISTINCT tenant_id, transaction_id FROM new_postings),
  postings AS MATERIALIZED (
    SELECT p.tenant_id, p.transaction_id, p.id, p.checkout_id, p.invoice_id, p.sale_id, p.contact_id
    FROM affected a JOIN ledger_postings p ON p.tenant_id = a.tenant_id AND p.transaction_id = a.transaction_id
  )
  SELECT DISTINCT ON (p.tenant_id, p.transaction_id) p.tenant_id, p.transaction_id,
    CASE WHEN k.club_id IS NOT NULL THEN k.club_id WHEN i.club_id IS NOT NULL THEN i.club_id WHEN s.club_id IS NOT NULL THEN s.club_id ELSE c.club_id END
  FROM postings p
  LEFT JOIN checkouts k ON k.tenant_id = p.tenant_id AND k.id = p.checkout_id
  LEFT JOIN invoices i ON i.tenant_id = p.tenant_id AND i.id = p.invoice_id
  LEFT JOIN sales s ON s.tenant_id = p.tenant_id AND s.id = p.sale_id
  LEFT JOIN contacts c ON c.tenant_id = p.tenant_id AND c.id = p.contact_id
  WHERE coalesce(k.club_id, i.club_id, s.club_id, c.club_id) IS NOT NULL
  ORDER BY p.tenant_id, p.transaction_id,
    CASE WHEN k.club_id IS NOT NULL THEN 1 WHEN i.club_id IS NOT NULL THEN 2 WHEN s.club_id IS NOT NULL THEN 3 ELSE 4 END, p.id
  ON CONFLICT (tenant_id, transaction_id) DO UPDATE SET club_id = EXCLUDED.club_id;
  RETURN NULL;
END $$;
