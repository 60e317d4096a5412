ALTER TABLE "clubs" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "legal_address" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "registration_number" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "sepa_creditor_id" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "creditor_iban" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "creditor_bic" text;