ALTER TABLE "clubs" ADD COLUMN "suspension_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_suspension_fee" CHECK ("clubs"."suspension_fee" >= 0);