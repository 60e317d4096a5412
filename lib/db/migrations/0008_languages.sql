ALTER TABLE "clubs" ADD COLUMN "default_language" text DEFAULT 'fr' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "language" text;