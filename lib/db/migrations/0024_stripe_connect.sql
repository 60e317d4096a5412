ALTER TABLE "checkouts" ADD COLUMN "stripe_public_key" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "stripe_account_id" text;--> statement-breakpoint
ALTER TABLE "payable_objects" ADD COLUMN "provider_account" text;