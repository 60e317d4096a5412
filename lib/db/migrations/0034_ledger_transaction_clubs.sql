CREATE TABLE "ledger_transaction_clubs" (
	"tenant_id" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	CONSTRAINT "ledger_transaction_clubs_tenant_id_transaction_id_pk" PRIMARY KEY("tenant_id","transaction_id")
);
--> statement-breakpoint
CREATE INDEX "ledger_transaction_clubs_club_idx" ON "ledger_transaction_clubs" USING btree ("tenant_id","club_id","transaction_id");
--> statement-breakpoint
-- ledger_transaction_clubs follows the postings: for each transaction some postings were written to,
-- its club read again from all its postings (the first naming a checkout, else an invoice, else a
-- sale, else a contact), so that postings arriving in several statements still give the FEC's rule.
CREATE FUNCTION "ledger_transaction_clubs_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_transaction_clubs (tenant_id, transaction_id, club_id)
  SELECT DISTINCT ON (p.tenant_id, p.transaction_id) p.tenant_id, p.transaction_id,
      CASE WHEN k.club_id IS NOT NULL THEN k.club_id WHEN i.club_id IS NOT NULL THEN i.club_id WHEN s.club_id IS NOT NULL THEN s.club_id ELSE c.club_id END
    FROM (SELECT DISTINCT tenant_id, transaction_id FROM new_postings) a
    JOIN ledger_postings p ON p.tenant_id = a.tenant_id AND p.transaction_id = a.transaction_id
    LEFT JOIN checkouts k ON k.tenant_id = p.tenant_id AND k.id = p.checkout_id
    LEFT JOIN invoices i ON i.tenant_id = p.tenant_id AND i.id = p.invoice_id
    LEFT JOIN sales s ON s.tenant_id = p.tenant_id AND s.id = p.sale_id
    LEFT JOIN contacts c ON c.tenant_id = p.tenant_id AND c.id = p.contact_id
    WHERE coalesce(k.club_id, i.club_id, s.club_id, c.club_id) IS NOT NULL
    ORDER BY p.tenant_id, p.transaction_id,
      CASE WHEN k.club_id IS NOT NULL THEN 1 WHEN i.club_id IS NOT NULL THEN 2 WHEN s.club_id IS NOT NULL THEN 3 ELSE 4 END, p.id
  ON CONFLICT (tenant_id, transaction_id) DO UPDATE SET club_id = EXCLUDED.club_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_postings_transaction_clubs" AFTER INSERT ON "ledger_postings"
  REFERENCING NEW TABLE AS "new_postings" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_transaction_clubs_follow"();--> statement-breakpoint
INSERT INTO ledger_transaction_clubs (tenant_id, transaction_id, club_id)
  SELECT DISTINCT ON (p.tenant_id, p.transaction_id) p.tenant_id, p.transaction_id,
      CASE WHEN k.club_id IS NOT NULL THEN k.club_id WHEN i.club_id IS NOT NULL THEN i.club_id WHEN s.club_id IS NOT NULL THEN s.club_id ELSE c.club_id END
    FROM ledger_postings p
    LEFT JOIN checkouts k ON k.tenant_id = p.tenant_id AND k.id = p.checkout_id
    LEFT JOIN invoices i ON i.tenant_id = p.tenant_id AND i.id = p.invoice_id
    LEFT JOIN sales s ON s.tenant_id = p.tenant_id AND s.id = p.sale_id
    LEFT JOIN contacts c ON c.tenant_id = p.tenant_id AND c.id = p.contact_id
    WHERE coalesce(k.club_id, i.club_id, s.club_id, c.club_id) IS NOT NULL
    ORDER BY p.tenant_id, p.transaction_id,
      CASE WHEN k.club_id IS NOT NULL THEN 1 WHEN i.club_id IS NOT NULL THEN 2 WHEN s.club_id IS NOT NULL THEN 3 ELSE 4 END, p.id;
