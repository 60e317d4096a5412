CREATE TABLE "club_booking_shares" (
	"tenant_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"position" integer NOT NULL,
	"target_club_id" integer,
	"target_node_id" integer,
	CONSTRAINT "club_booking_shares_tenant_id_club_id_position_pk" PRIMARY KEY("tenant_id","club_id","position"),
	CONSTRAINT "club_booking_shares_one_target" CHECK (("club_booking_shares"."target_club_id" IS NULL) <> ("club_booking_shares"."target_node_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "clubs" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "clubs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"code" text NOT NULL,
	"time_zone" text DEFAULT 'Europe/Paris' NOT NULL,
	"debit_days" integer[] DEFAULT '{5}'::integer[] NOT NULL,
	"online_payment" boolean DEFAULT true NOT NULL,
	"booking_window_days" integer DEFAULT 14 NOT NULL,
	"late_cancel_hours" integer DEFAULT 12 NOT NULL,
	"online_cancellation" jsonb DEFAULT '{"enabled":false,"subscriptionTypes":["direct_debit"],"includedCancellationMotiveIds":[],"debtLimit":0,"minimumDelayDays":0,"noticePeriodDays":0,"dailyQuota":null,"eligibleTags":[],"prohibitedTags":[]}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clubs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "clubs_booking_window_positive" CHECK ("clubs"."booking_window_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "network_nodes" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "network_nodes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer,
	"name" text NOT NULL,
	"alias" text,
	"type" text NOT NULL,
	"club_id" integer,
	CONSTRAINT "network_nodes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "network_nodes_club_iff_type" CHECK (("network_nodes"."type" = 'club') = ("network_nodes"."club_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tenants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token" text NOT NULL,
	"name" text NOT NULL,
	"required_contact_fields" jsonb DEFAULT '["email","familyName","givenName","birthDate"]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "api_clients" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "api_clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"client_id" text NOT NULL,
	"secret_hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_clients_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "member_login_codes" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "member_login_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contact_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_login_codes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "staff_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'staff' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_users_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"club_id" integer NOT NULL,
	"email" text NOT NULL,
	"family_name" text DEFAULT '' NOT NULL,
	"given_name" text DEFAULT '' NOT NULL,
	"birth_date" date,
	"gender" text,
	"mobile" text,
	"landline" text,
	"address_country" text,
	"address_country_iso" text,
	"address_locality" text,
	"postal_code" text,
	"street_address" text,
	"supplement" text,
	"picture_id" text,
	"source_id" integer,
	"state" text DEFAULT 'prospect' NOT NULL,
	"parental_identification_validated" boolean DEFAULT false NOT NULL,
	"initial_salesperson_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "cancellation_motives" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "cancellation_motives_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cancellation_motives_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"tenant_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"response_status" integer,
	"response_body" text,
	"response_headers" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_tenant_id_client_id_key_pk" PRIMARY KEY("tenant_id","client_id","key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_messages" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_messages_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "club_booking_shares" ADD CONSTRAINT "club_booking_shares_tenant_id_club_id_clubs_tenant_id_id_fk" FOREIGN KEY ("tenant_id","club_id") REFERENCES "public"."clubs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_booking_shares" ADD CONSTRAINT "club_booking_shares_tenant_id_target_club_id_clubs_tenant_id_id_fk" FOREIGN KEY ("tenant_id","target_club_id") REFERENCES "public"."clubs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_booking_shares" ADD CONSTRAINT "club_booking_shares_tenant_id_target_node_id_network_nodes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","target_node_id") REFERENCES "public"."network_nodes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_nodes" ADD CONSTRAINT "network_nodes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_nodes" ADD CONSTRAINT "network_nodes_tenant_id_parent_id_network_nodes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","parent_id") REFERENCES "public"."network_nodes"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_nodes" ADD CONSTRAINT "network_nodes_tenant_id_club_id_clubs_tenant_id_id_fk" FOREIGN KEY ("tenant_id","club_id") REFERENCES "public"."clubs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_clients" ADD CONSTRAINT "api_clients_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_login_codes" ADD CONSTRAINT "member_login_codes_tenant_id_contact_id_contacts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","contact_id") REFERENCES "public"."contacts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_tenant_id_club_id_clubs_tenant_id_id_fk" FOREIGN KEY ("tenant_id","club_id") REFERENCES "public"."clubs"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_motives" ADD CONSTRAINT "cancellation_motives_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_messages" ADD CONSTRAINT "sandbox_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clubs_id_unique" ON "clubs" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "clubs_tenant_code_unique" ON "clubs" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "network_nodes_id_unique" ON "network_nodes" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "network_nodes_club_unique" ON "network_nodes" USING btree ("tenant_id","club_id");--> statement-breakpoint
CREATE INDEX "network_nodes_parent_idx" ON "network_nodes" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "api_clients_client_id_unique" ON "api_clients" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "member_login_codes_contact_idx" ON "member_login_codes" USING btree ("tenant_id","contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_email_unique" ON "staff_users" USING btree ("tenant_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_id_unique" ON "contacts" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_email_unique" ON "contacts" USING btree ("tenant_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_number_unique" ON "contacts" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "cancellation_motives_id_unique" ON "cancellation_motives" USING btree ("id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sandbox_messages_to_idx" ON "sandbox_messages" USING btree ("tenant_id","to","created_at");