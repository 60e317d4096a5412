CREATE TABLE "contact_wallets" (
	"tenant_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"available" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "contact_wallets_tenant_id_contact_id_pk" PRIMARY KEY("tenant_id","contact_id")
);
--> statement-breakpoint
ALTER TABLE "incidents" DROP CONSTRAINT "incidents_tenant_id_contact_id_contacts_tenant_id_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_postings" DROP CONSTRAINT "ledger_postings_tenant_id_transaction_id_ledger_transactions_tenant_id_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_tenant_id_tenants_id_fk";
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "erased_by" text;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_tenant_id_contact_id_contacts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","contact_id") REFERENCES "public"."contacts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_tenant_id_transaction_id_ledger_transactions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","transaction_id") REFERENCES "public"."ledger_transactions"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The wallets as they stand, then their rule. NOT VALID: a wallet a past race overdrew is kept as it
-- is (it is history, shown red by the ledger checks); every new posting is held to the rule.
INSERT INTO "contact_wallets" ("tenant_id", "contact_id", "available")
  SELECT "tenant_id", "contact_id", -sum("amount") FROM "ledger_postings"
  WHERE "account" = 'available' AND "contact_id" IS NOT NULL GROUP BY "tenant_id", "contact_id";--> statement-breakpoint
ALTER TABLE "contact_wallets" ADD CONSTRAINT "contact_wallets_not_negative" CHECK ("contact_wallets"."available" >= 0) NOT VALID;--> statement-breakpoint
CREATE FUNCTION "ledger_wallet_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- An update, never INSERT ... ON CONFLICT with the new amount: the CHECK would judge the proposed
  -- row (the posting alone) before the conflict sends it to the existing wallet.
  UPDATE contact_wallets SET available = available - NEW.amount WHERE tenant_id = NEW.tenant_id AND contact_id = NEW.contact_id;
  IF NOT FOUND THEN
    INSERT INTO contact_wallets (tenant_id, contact_id, available) VALUES (NEW.tenant_id, NEW.contact_id, 0) ON CONFLICT DO NOTHING;
    UPDATE contact_wallets SET available = available - NEW.amount WHERE tenant_id = NEW.tenant_id AND contact_id = NEW.contact_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_postings_wallet" AFTER INSERT ON "ledger_postings"
  FOR EACH ROW WHEN (NEW.account = 'available') EXECUTE FUNCTION "ledger_wallet_follow"();--> statement-breakpoint
CREATE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_append_only" BEFORE UPDATE OR DELETE ON "ledger_transactions"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_postings_append_only" BEFORE UPDATE OR DELETE ON "ledger_postings"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_no_truncate" BEFORE TRUNCATE ON "ledger_transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_postings_no_truncate" BEFORE TRUNCATE ON "ledger_postings"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "contact_wallets_no_truncate" BEFORE TRUNCATE ON "contact_wallets"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
-- At commit, each transaction that got postings must have at least two, summing to 0 in each
-- currency. Deferred: the postings of one transaction may arrive in several statements.
CREATE FUNCTION "ledger_check_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bad record;
BEGIN
  SELECT p.currency, count(*) AS n, sum(p.amount) AS total INTO bad FROM ledger_postings p
  WHERE p.tenant_id = NEW.tenant_id AND p.transaction_id = NEW.transaction_id
  GROUP BY p.currency HAVING count(*) < 2 OR sum(p.amount) <> 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'ledger transaction % does not balance: % postings in % sum to %', NEW.transaction_id, bad.n, bad.currency, bad.total
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_postings_balanced" AFTER INSERT ON "ledger_postings"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_check_balanced"();--> statement-breakpoint
CREATE FUNCTION "ledger_check_has_postings"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM ledger_postings p WHERE p.tenant_id = NEW.tenant_id AND p.transaction_id = NEW.id) THEN
    RAISE EXCEPTION 'ledger transaction % (% %) has no postings', NEW.id, NEW.kind, NEW.ref USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_transactions_has_postings" AFTER INSERT ON "ledger_transactions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_check_has_postings"();
