CREATE TABLE "checkouts" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "checkouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"web_payment_provider_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkouts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sale_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"checkout_id" integer NOT NULL,
	"mean" text NOT NULL,
	"amount" integer NOT NULL,
	"payment_cards" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cheques" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payer_contact_id" integer,
	"payer_family_name" text,
	"payer_given_name" text,
	"payer_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sale_articles" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "sale_articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sale_id" integer NOT NULL,
	"parent_id" integer,
	"offer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"price_ti" integer NOT NULL,
	"implementation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"implementations" jsonb,
	"repayment_schedule" jsonb,
	"subscription_id" integer,
	"subscription_option_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_articles_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "sale_articles_price" CHECK ("sale_articles"."price_ti" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "sales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contact_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"checkout_id" integer NOT NULL,
	"state" text DEFAULT 'cart' NOT NULL,
	"contact_family_name" text,
	"contact_given_name" text,
	"contact_number" text,
	"address_country" text,
	"address_locality" text,
	"postal_code" text,
	"street_address" text,
	"due_date" date,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"validated_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "session_counters" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "session_counters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contact_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sale_article_id" integer NOT NULL,
	"sessions" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"valid_from" date NOT NULL,
	"valid_through" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_counters_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "session_counters_used" CHECK ("session_counters"."used" >= 0 AND "session_counters"."used" <= "session_counters"."sessions")
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"tenant_id" integer NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_counters_tenant_id_year_pk" PRIMARY KEY("tenant_id","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contact_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"sale_id" integer,
	"subscription_id" integer,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"total_ti" integer NOT NULL,
	"late_due_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "invoices_total" CHECK ("invoices"."total_ti" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "ledger_postings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transaction_id" integer NOT NULL,
	"account" text NOT NULL,
	"contact_id" integer,
	"checkout_id" integer,
	"sale_id" integer,
	"invoice_id" integer,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_postings_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "ledger_postings_nonzero" CHECK ("ledger_postings"."amount" <> 0),
	CONSTRAINT "ledger_postings_owner" CHECK (("ledger_postings"."account" NOT IN ('receivable', 'available') OR "ledger_postings"."contact_id" IS NOT NULL)
    AND ("ledger_postings"."account" NOT IN ('checkout_cash', 'checkout_cheques', 'checkout_cards', 'provider_clearing') OR "ledger_postings"."checkout_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_tenant_id_club_id_clubs_tenant_id_id_fk" FOREIGN KEY ("tenant_id","club_id") REFERENCES "public"."clubs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tenant_id_sale_id_sales_tenant_id_id_fk" FOREIGN KEY ("tenant_id","sale_id") REFERENCES "public"."sales"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tenant_id_checkout_id_checkouts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","checkout_id") REFERENCES "public"."checkouts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_articles" ADD CONSTRAINT "sale_articles_tenant_id_sale_id_sales_tenant_id_id_fk" FOREIGN KEY ("tenant_id","sale_id") REFERENCES "public"."sales"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_articles" ADD CONSTRAINT "sale_articles_tenant_id_parent_id_sale_articles_tenant_id_id_fk" FOREIGN KEY ("tenant_id","parent_id") REFERENCES "public"."sale_articles"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_articles" ADD CONSTRAINT "sale_articles_tenant_id_offer_id_offers_tenant_id_id_fk" FOREIGN KEY ("tenant_id","offer_id") REFERENCES "public"."offers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_articles" ADD CONSTRAINT "sale_articles_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_tenant_id_club_id_clubs_tenant_id_id_fk" FOREIGN KEY ("tenant_id","club_id") REFERENCES "public"."clubs"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_tenant_id_checkout_id_checkouts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","checkout_id") REFERENCES "public"."checkouts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tenant_id_club_id_clubs_tenant_id_id_fk" FOREIGN KEY ("tenant_id","club_id") REFERENCES "public"."clubs"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tenant_id_sale_id_sales_tenant_id_id_fk" FOREIGN KEY ("tenant_id","sale_id") REFERENCES "public"."sales"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_tenant_id_transaction_id_ledger_transactions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","transaction_id") REFERENCES "public"."ledger_transactions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_id_unique" ON "checkouts" USING btree ("id");--> statement-breakpoint
CREATE INDEX "checkouts_club_idx" ON "checkouts" USING btree ("tenant_id","club_id","type");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_id_unique" ON "payments" USING btree ("id");--> statement-breakpoint
CREATE INDEX "payments_sale_idx" ON "payments" USING btree ("tenant_id","sale_id");--> statement-breakpoint
CREATE INDEX "payments_contact_idx" ON "payments" USING btree ("tenant_id","contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_articles_id_unique" ON "sale_articles" USING btree ("id");--> statement-breakpoint
CREATE INDEX "sale_articles_sale_idx" ON "sale_articles" USING btree ("tenant_id","sale_id","id");--> statement-breakpoint
CREATE INDEX "sale_articles_subscription_idx" ON "sale_articles" USING btree ("tenant_id","subscription_id") WHERE "sale_articles"."subscription_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_id_unique" ON "sales" USING btree ("id");--> statement-breakpoint
CREATE INDEX "sales_contact_idx" ON "sales" USING btree ("tenant_id","contact_id","id");--> statement-breakpoint
CREATE INDEX "sales_club_idx" ON "sales" USING btree ("tenant_id","club_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "session_counters_id_unique" ON "session_counters" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "session_counters_article_unique" ON "session_counters" USING btree ("tenant_id","sale_article_id");--> statement-breakpoint
CREATE INDEX "session_counters_contact_idx" ON "session_counters" USING btree ("tenant_id","contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_id_unique" ON "invoices" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_sale_unique" ON "invoices" USING btree ("tenant_id","sale_id") WHERE "invoices"."sale_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "invoices_contact_idx" ON "invoices" USING btree ("tenant_id","contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_postings_id_unique" ON "ledger_postings" USING btree ("id");--> statement-breakpoint
CREATE INDEX "ledger_postings_transaction_idx" ON "ledger_postings" USING btree ("tenant_id","transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_contact_idx" ON "ledger_postings" USING btree ("tenant_id","contact_id","account") WHERE "ledger_postings"."contact_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_postings_sale_idx" ON "ledger_postings" USING btree ("tenant_id","sale_id") WHERE "ledger_postings"."sale_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ledger_postings_checkout_idx" ON "ledger_postings" USING btree ("tenant_id","checkout_id","account") WHERE "ledger_postings"."checkout_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_id_unique" ON "ledger_transactions" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_cause_unique" ON "ledger_transactions" USING btree ("tenant_id","kind","ref");