CREATE TABLE "referentials" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "referentials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"family" text NOT NULL,
	"name" text NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referentials_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "contact_migration_requests" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "contact_migration_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contact_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"code_hash" text NOT NULL,
	"failed_tries" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"result_contact_id" integer,
	"validated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_migration_requests_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "occupation_id" integer;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "prescriber_id" integer;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "goal_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "motivation_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "archived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "referentials" ADD CONSTRAINT "referentials_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_migration_requests" ADD CONSTRAINT "contact_migration_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_migration_requests" ADD CONSTRAINT "contact_migration_requests_tenant_id_club_id_clubs_tenant_id_id_fk" FOREIGN KEY ("tenant_id","club_id") REFERENCES "public"."clubs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referentials_id_unique" ON "referentials" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "referentials_name_unique" ON "referentials" USING btree ("tenant_id","family",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "contact_migration_requests_id_unique" ON "contact_migration_requests" USING btree ("id");--> statement-breakpoint
CREATE INDEX "contact_migration_requests_contact_idx" ON "contact_migration_requests" USING btree ("tenant_id","contact_id","created_at");--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_tenant_id_occupation_id_referentials_tenant_id_id_fk" FOREIGN KEY ("tenant_id","occupation_id") REFERENCES "public"."referentials"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_tenant_id_company_id_referentials_tenant_id_id_fk" FOREIGN KEY ("tenant_id","company_id") REFERENCES "public"."referentials"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_tenant_id_prescriber_id_referentials_tenant_id_id_fk" FOREIGN KEY ("tenant_id","prescriber_id") REFERENCES "public"."referentials"("tenant_id","id") ON DELETE no action ON UPDATE no action;