CREATE TABLE "cancellations" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "cancellations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer,
	"subscription_option_id" integer,
	"parent_id" integer,
	"contact_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"reception_date" date NOT NULL,
	"cancellation_date" date NOT NULL,
	"motive_id" integer,
	"comment" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"input_channel" text NOT NULL,
	"type" text DEFAULT 'simple' NOT NULL,
	"refund_policy" text DEFAULT 'period_end' NOT NULL,
	"create_credit_note" boolean DEFAULT true NOT NULL,
	"created_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cancellations_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "cancellations_one_target" CHECK (("cancellations"."subscription_id" IS NULL) <> ("cancellations"."subscription_option_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "subscription_options" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "subscription_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"name" text NOT NULL,
	"mandatory" boolean DEFAULT false NOT NULL,
	"package_id" integer,
	"end_date" date,
	"state" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_options_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contact_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"offer_id" integer,
	"name" text NOT NULL,
	"payment_type" text NOT NULL,
	"fixed_term" boolean DEFAULT false NOT NULL,
	"start_date" date NOT NULL,
	"engaged_through" date,
	"end_date" date,
	"rhythm_billing" text NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "incidents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contact_id" integer NOT NULL,
	"invoice_id" integer,
	"amount" integer NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incidents_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_tenant_id_subscription_id_subscriptions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","subscription_id") REFERENCES "public"."subscriptions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_tenant_id_subscription_option_id_subscription_options_tenant_id_id_fk" FOREIGN KEY ("tenant_id","subscription_option_id") REFERENCES "public"."subscription_options"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_options" ADD CONSTRAINT "subscription_options_tenant_id_subscription_id_subscriptions_tenant_id_id_fk" FOREIGN KEY ("tenant_id","subscription_id") REFERENCES "public"."subscriptions"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_tenant_id_contact_id_contacts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","contact_id") REFERENCES "public"."contacts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_tenant_id_club_id_clubs_tenant_id_id_fk" FOREIGN KEY ("tenant_id","club_id") REFERENCES "public"."clubs"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_tenant_id_contact_id_contacts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","contact_id") REFERENCES "public"."contacts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cancellations_id_unique" ON "cancellations" USING btree ("id");--> statement-breakpoint
CREATE INDEX "cancellations_subscription_idx" ON "cancellations" USING btree ("tenant_id","subscription_id");--> statement-breakpoint
CREATE INDEX "cancellations_option_idx" ON "cancellations" USING btree ("tenant_id","subscription_option_id");--> statement-breakpoint
CREATE INDEX "cancellations_quota_idx" ON "cancellations" USING btree ("tenant_id","club_id","created_on","input_channel");--> statement-breakpoint
CREATE INDEX "cancellations_status_idx" ON "cancellations" USING btree ("tenant_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_options_id_unique" ON "subscription_options" USING btree ("id");--> statement-breakpoint
CREATE INDEX "subscription_options_subscription_idx" ON "subscription_options" USING btree ("tenant_id","subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_id_unique" ON "subscriptions" USING btree ("id");--> statement-breakpoint
CREATE INDEX "subscriptions_contact_idx" ON "subscriptions" USING btree ("tenant_id","contact_id");--> statement-breakpoint
CREATE INDEX "subscriptions_ending_idx" ON "subscriptions" USING btree ("end_date") WHERE "subscriptions"."state" = 'active' AND "subscriptions"."end_date" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "incidents_id_unique" ON "incidents" USING btree ("id");--> statement-breakpoint
CREATE INDEX "incidents_contact_idx" ON "incidents" USING btree ("tenant_id","contact_id");