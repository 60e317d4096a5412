CREATE TABLE "revenue_days" (
	"tenant_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "revenue_days_tenant_id_club_id_day_kind_pk" PRIMARY KEY("tenant_id","club_id","day","kind")
);
--> statement-breakpoint
ALTER TABLE "revenue_days" ADD CONSTRAINT "revenue_days_tenant_id_club_id_clubs_tenant_id_id_fk" FOREIGN KEY ("tenant_id","club_id") REFERENCES "public"."clubs"("tenant_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- revenue_days follows the postings that credit revenue, in the statement that writes them: one
-- grouped upsert per statement (a billing run's thousands of postings are one statement), its rows in
-- key order so that two writers lock them in the same order. The kinds and days are the dashboard's
-- (lib/domain/insight/revenue-by-month.ts); the ledger's check revenue-days-match-postings recomputes them.
CREATE FUNCTION "revenue_days_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO revenue_days (tenant_id, club_id, day, kind, amount)
  SELECT tenant_id, club_id, day, kind, sum(amount) FROM (
    SELECT p.tenant_id, i.club_id, i.date AS day,
      CASE WHEN t.kind = 'fee_invoice' THEN 'fees' WHEN i.sale_id IS NOT NULL AND i.subscription_id IS NULL THEN 'shop' ELSE 'subscriptions' END AS kind,
      -p.amount AS amount
    FROM new_postings p
    JOIN ledger_transactions t ON t.tenant_id = p.tenant_id AND t.id = p.transaction_id
      AND t.kind IN ('sale_invoice', 'installment_invoice', 'fee_invoice')
    JOIN invoices i ON i.tenant_id = t.tenant_id AND i.id = substring(t.ref FROM '^invoices/([0-9]+)$')::int
    WHERE p.account = 'revenue'
    UNION ALL
    SELECT p.tenant_id, k.club_id, (t.created_at AT TIME ZONE c.time_zone)::date, 'fees', -p.amount
    FROM new_postings p
    JOIN ledger_transactions t ON t.tenant_id = p.tenant_id AND t.id = p.transaction_id AND t.kind = 'incident_payment'
    JOIN payments y ON y.tenant_id = t.tenant_id AND y.id = substring(t.ref FROM '^payments/([0-9]+)$')::int
    JOIN checkouts k ON k.tenant_id = y.tenant_id AND k.id = y.checkout_id
    JOIN clubs c ON c.tenant_id = k.tenant_id AND c.id = k.club_id
    WHERE p.account = 'revenue'
  ) credited GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, club_id, day, kind) DO UPDATE SET amount = revenue_days.amount + EXCLUDED.amount;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_postings_revenue_days" AFTER INSERT ON "ledger_postings"
  REFERENCING NEW TABLE AS "new_postings" FOR EACH STATEMENT EXECUTE FUNCTION "revenue_days_follow"();--> statement-breakpoint
INSERT INTO revenue_days (tenant_id, club_id, day, kind, amount)
  SELECT tenant_id, club_id, day, kind, sum(amount) FROM (
    SELECT p.tenant_id, i.club_id, i.date AS day,
      CASE WHEN t.kind = 'fee_invoice' THEN 'fees' WHEN i.sale_id IS NOT NULL AND i.subscription_id IS NULL THEN 'shop' ELSE 'subscriptions' END AS kind,
      -p.amount AS amount
    FROM ledger_postings p
    JOIN ledger_transactions t ON t.tenant_id = p.tenant_id AND t.id = p.transaction_id
      AND t.kind IN ('sale_invoice', 'installment_invoice', 'fee_invoice')
    JOIN invoices i ON i.tenant_id = t.tenant_id AND i.id = substring(t.ref FROM '^invoices/([0-9]+)$')::int
    WHERE p.account = 'revenue'
    UNION ALL
    SELECT p.tenant_id, k.club_id, (t.created_at AT TIME ZONE c.time_zone)::date, 'fees', -p.amount
    FROM ledger_postings p
    JOIN ledger_transactions t ON t.tenant_id = p.tenant_id AND t.id = p.transaction_id AND t.kind = 'incident_payment'
    JOIN payments y ON y.tenant_id = t.tenant_id AND y.id = substring(t.ref FROM '^payments/([0-9]+)$')::int
    JOIN checkouts k ON k.tenant_id = y.tenant_id AND k.id = y.checkout_id
    JOIN clubs c ON c.tenant_id = k.tenant_id AND c.id = k.club_id
    WHERE p.account = 'revenue'
  ) credited GROUP BY 1, 2, 3, 4;
