CREATE TABLE "billed_installments" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "billed_installments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"debit_date" date NOT NULL,
	"club_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"amount_ti" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"state" text DEFAULT 'planned' NOT NULL,
	"invoice_id" integer,
	"mandate_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "billed_installments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "billed_installments_amount" CHECK ("billed_installments"."amount_ti" > 0)
);
--> statement-breakpoint
CREATE TABLE "billing_runs" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "billing_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"date" date NOT NULL,
	"invoices" integer DEFAULT 0 NOT NULL,
	"collected" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_runs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "mandates" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "mandates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contact_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"type" text DEFAULT 'sepa' NOT NULL,
	"reference" text NOT NULL,
	"state" text DEFAULT 'pending_signature' NOT NULL,
	"contact_family_name" text NOT NULL,
	"contact_given_name" text NOT NULL,
	"contact_number" text NOT NULL,
	"address_country" text NOT NULL,
	"address_country_iso" text NOT NULL,
	"address_locality" text NOT NULL,
	"postal_code" text NOT NULL,
	"street_address" text NOT NULL,
	"holder" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text NOT NULL,
	"bank" text NOT NULL,
	"valid_from" date NOT NULL,
	"signed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mandates_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "signature_requests" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "signature_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contact_id" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"mandate_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"sale_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"code_hash" text NOT NULL,
	"failed_tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signature_requests_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "billed_installments" ADD CONSTRAINT "billed_installments_tenant_id_subscription_id_subscriptions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","subscription_id") REFERENCES "public"."subscriptions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billed_installments" ADD CONSTRAINT "billed_installments_tenant_id_invoice_id_invoices_tenant_id_id_fk" FOREIGN KEY ("tenant_id","invoice_id") REFERENCES "public"."invoices"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_runs" ADD CONSTRAINT "billing_runs_tenant_id_club_id_clubs_tenant_id_id_fk" FOREIGN KEY ("tenant_id","club_id") REFERENCES "public"."clubs"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandates" ADD CONSTRAINT "mandates_tenant_id_contact_id_contacts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","contact_id") REFERENCES "public"."contacts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandates" ADD CONSTRAINT "mandates_tenant_id_club_id_clubs_tenant_id_id_fk" FOREIGN KEY ("tenant_id","club_id") REFERENCES "public"."clubs"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_requests" ADD CONSTRAINT "signature_requests_tenant_id_contact_id_contacts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","contact_id") REFERENCES "public"."contacts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billed_installments_id_unique" ON "billed_installments" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "billed_installments_due_unique" ON "billed_installments" USING btree ("tenant_id","subscription_id","debit_date");--> statement-breakpoint
CREATE INDEX "billed_installments_planned_idx" ON "billed_installments" USING btree ("tenant_id","club_id","debit_date") WHERE "billed_installments"."state" = 'planned';--> statement-breakpoint
CREATE UNIQUE INDEX "billing_runs_id_unique" ON "billing_runs" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_runs_club_date_unique" ON "billing_runs" USING btree ("tenant_id","club_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "mandates_id_unique" ON "mandates" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "mandates_reference_unique" ON "mandates" USING btree ("tenant_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "mandates_active_unique" ON "mandates" USING btree ("tenant_id","contact_id","club_id") WHERE "mandates"."state" = 'active';--> statement-breakpoint
CREATE INDEX "mandates_contact_idx" ON "mandates" USING btree ("tenant_id","contact_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "signature_requests_id_unique" ON "signature_requests" USING btree ("id");--> statement-breakpoint
CREATE INDEX "signature_requests_contact_idx" ON "signature_requests" USING btree ("tenant_id","contact_id","id");