ALTER TABLE "clubs" ADD COLUMN "default_cancellation_motive_id" integer;--> statement-breakpoint
ALTER TABLE "cancellation_motives" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;