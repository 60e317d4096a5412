CREATE TABLE "subscription_suspensions" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "subscription_suspensions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "subscription_suspensions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "subscription_suspensions_dates" CHECK ("subscription_suspensions"."end_date" >= "subscription_suspensions"."start_date")
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "suspension_min_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "suspension_max_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription_suspensions" ADD CONSTRAINT "subscription_suspensions_tenant_id_subscription_id_subscriptions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","subscription_id") REFERENCES "public"."subscriptions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_suspensions_id_unique" ON "subscription_suspensions" USING btree ("id");--> statement-breakpoint
CREATE INDEX "subscription_suspensions_subscription_idx" ON "subscription_suspensions" USING btree ("tenant_id","subscription_id","start_date");--> statement-breakpoint
CREATE INDEX "subscription_suspensions_state_idx" ON "subscription_suspensions" USING btree ("tenant_id","state","id");--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_suspension_days" CHECK ("clubs"."suspension_min_days" >= 1 and "clubs"."suspension_max_days" >= "clubs"."suspension_min_days");