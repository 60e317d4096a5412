CREATE TABLE "payable_objects" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "payable_objects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contact_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"checkout_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount" integer NOT NULL,
	"available_used" integer DEFAULT 0 NOT NULL,
	"use_web_wallet" boolean DEFAULT false NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text NOT NULL,
	"token" text NOT NULL,
	"redirect_url" text NOT NULL,
	"valid_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"outcome_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "payable_objects_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "payable_objects_amount_nonnegative" CHECK ("payable_objects"."amount" >= 0 AND "payable_objects"."available_used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "provider_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"tenant_id" integer,
	"payable_object_id" integer,
	"type" text NOT NULL,
	"body" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"reference" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"valid_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payable_objects" ADD CONSTRAINT "payable_objects_tenant_id_checkout_id_checkouts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","checkout_id") REFERENCES "public"."checkouts"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_events" ADD CONSTRAINT "provider_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payable_objects_id_unique" ON "payable_objects" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "payable_objects_token_unique" ON "payable_objects" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "payable_objects_provider_ref_unique" ON "payable_objects" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE INDEX "payable_objects_contact_idx" ON "payable_objects" USING btree ("tenant_id","contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_events_unique" ON "provider_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_token_unique" ON "sandbox_payments" USING btree ("token");