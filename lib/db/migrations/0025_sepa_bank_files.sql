CREATE TABLE "bank_statements" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "bank_statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"format" text NOT NULL,
	"message_id" text,
	"rejects" integer NOT NULL,
	"duplicates" integer NOT NULL,
	"unknown" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statements_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "billed_installments" ADD COLUMN "end_to_end_id" text;--> statement-breakpoint
ALTER TABLE "billed_installments" ADD COLUMN "sequence_type" text;--> statement-breakpoint
ALTER TABLE "billed_installments" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "billing_runs" ADD COLUMN "file_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_runs" ADD COLUMN "creditor_name" text;--> statement-breakpoint
ALTER TABLE "billing_runs" ADD COLUMN "creditor_id" text;--> statement-breakpoint
ALTER TABLE "billing_runs" ADD COLUMN "creditor_iban" text;--> statement-breakpoint
ALTER TABLE "billing_runs" ADD COLUMN "creditor_bic" text;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statements_id_unique" ON "bank_statements" USING btree ("id");--> statement-breakpoint
CREATE INDEX "billed_installments_submitted_idx" ON "billed_installments" USING btree ("tenant_id","club_id","debit_date") WHERE "billed_installments"."state" = 'submitted';--> statement-breakpoint
CREATE UNIQUE INDEX "billed_installments_end_to_end_unique" ON "billed_installments" USING btree ("tenant_id","end_to_end_id");--> statement-breakpoint
CREATE INDEX "billed_installments_mandate_idx" ON "billed_installments" USING btree ("tenant_id","mandate_id");