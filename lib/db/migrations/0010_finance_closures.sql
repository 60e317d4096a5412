CREATE TABLE "closures" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "closures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contact_id" integer NOT NULL,
	"date" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"fee_amount" integer DEFAULT 0 NOT NULL,
	"lock_sale" boolean DEFAULT true NOT NULL,
	"add_alert" boolean DEFAULT true NOT NULL,
	"previous_contact_state" text NOT NULL,
	"subscription_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subscription_option_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"identificator_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fee_invoice_id" integer,
	"fee_incident_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"canceled_at" timestamp with time zone,
	"contact_self_unclosing" boolean,
	CONSTRAINT "closures_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "closures_fee" CHECK ("closures"."fee_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "sale_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "invoice_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "incident_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "closures" ADD CONSTRAINT "closures_tenant_id_contact_id_contacts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","contact_id") REFERENCES "public"."contacts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "closures_id_unique" ON "closures" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "closures_active_unique" ON "closures" USING btree ("tenant_id","contact_id") WHERE "closures"."state" = 'active';--> statement-breakpoint
CREATE INDEX "closures_contact_idx" ON "closures" USING btree ("tenant_id","contact_id");--> statement-breakpoint
CREATE INDEX "incidents_open_contact_idx" ON "incidents" USING btree ("tenant_id","contact_id") WHERE "incidents"."state" = 'open';--> statement-breakpoint
CREATE INDEX "incidents_invoice_idx" ON "incidents" USING btree ("tenant_id","invoice_id") WHERE "incidents"."invoice_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_invoice_idx" ON "payments" USING btree ("tenant_id","invoice_id") WHERE "payments"."invoice_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_incident_unique" ON "payments" USING btree ("tenant_id","incident_id") WHERE "payments"."incident_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_amount_positive" CHECK ("incidents"."amount" > 0);