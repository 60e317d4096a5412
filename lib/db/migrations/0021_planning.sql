CREATE TABLE "class_layouts" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "class_layouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"studio_id" integer NOT NULL,
	"name" text NOT NULL,
	"spots" jsonb NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "class_layouts_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "penalty_applications" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "penalty_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"scenario_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"kind" text NOT NULL,
	"penalty" text NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"ends_on" date,
	"incident_id" integer,
	"lifted_at" timestamp with time zone,
	CONSTRAINT "penalty_applications_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "penalty_scenarios" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "penalty_scenarios_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"period_days" integer NOT NULL,
	"threshold" integer NOT NULL,
	"penalty" text NOT NULL,
	"block_days" integer,
	"amount" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "penalty_scenarios_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "penalty_scenarios_threshold" CHECK ("penalty_scenarios"."threshold" >= 1 AND "penalty_scenarios"."period_days" >= 1),
	CONSTRAINT "penalty_scenarios_block" CHECK ("penalty_scenarios"."penalty" <> 'block_booking' OR "penalty_scenarios"."block_days" >= 1),
	CONSTRAINT "penalty_scenarios_fee" CHECK ("penalty_scenarios"."penalty" <> 'fee' OR "penalty_scenarios"."amount" >= 1)
);
--> statement-breakpoint
CREATE TABLE "recurrences" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "recurrences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"started_on" date NOT NULL,
	"ended_on" date NOT NULL,
	"frequency" text DEFAULT 'weekly' NOT NULL,
	"day" text NOT NULL,
	"excluded_dates" date[] DEFAULT '{}'::date[] NOT NULL,
	"extra_dates" date[] DEFAULT '{}'::date[] NOT NULL,
	"template" jsonb NOT NULL,
	"canceled_from" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurrences_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "recurrences_dates_ordered" CHECK ("recurrences"."ended_on" >= "recurrences"."started_on")
);
--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "spot" integer;--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "showed" boolean;--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "showed_recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attendees" ADD COLUMN "channel" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "class_events" ADD COLUMN "summary" text;--> statement-breakpoint
ALTER TABLE "class_events" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "class_events" ADD COLUMN "instructions_comment" text;--> statement-breakpoint
ALTER TABLE "class_events" ADD COLUMN "class_layout_id" integer;--> statement-breakpoint
ALTER TABLE "class_events" ADD COLUMN "online_limit" integer;--> statement-breakpoint
ALTER TABLE "class_events" ADD COLUMN "external_quota" integer;--> statement-breakpoint
ALTER TABLE "class_events" ADD COLUMN "recurrence_id" integer;--> statement-breakpoint
ALTER TABLE "class_events" ADD COLUMN "attendance_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "class_layouts" ADD CONSTRAINT "class_layouts_tenant_id_club_id_clubs_tenant_id_id_fk" FOREIGN KEY ("tenant_id","club_id") REFERENCES "public"."clubs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_layouts" ADD CONSTRAINT "class_layouts_tenant_id_studio_id_studios_tenant_id_id_fk" FOREIGN KEY ("tenant_id","studio_id") REFERENCES "public"."studios"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penalty_applications" ADD CONSTRAINT "penalty_applications_tenant_id_scenario_id_penalty_scenarios_tenant_id_id_fk" FOREIGN KEY ("tenant_id","scenario_id") REFERENCES "public"."penalty_scenarios"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penalty_applications" ADD CONSTRAINT "penalty_applications_tenant_id_contact_id_contacts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","contact_id") REFERENCES "public"."contacts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penalty_scenarios" ADD CONSTRAINT "penalty_scenarios_tenant_id_club_id_clubs_tenant_id_id_fk" FOREIGN KEY ("tenant_id","club_id") REFERENCES "public"."clubs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurrences" ADD CONSTRAINT "recurrences_tenant_id_club_id_clubs_tenant_id_id_fk" FOREIGN KEY ("tenant_id","club_id") REFERENCES "public"."clubs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_layouts_id_unique" ON "class_layouts" USING btree ("id");--> statement-breakpoint
CREATE INDEX "class_layouts_club_idx" ON "class_layouts" USING btree ("tenant_id","club_id");--> statement-breakpoint
CREATE UNIQUE INDEX "penalty_applications_id_unique" ON "penalty_applications" USING btree ("id");--> statement-breakpoint
CREATE INDEX "penalty_applications_contact_idx" ON "penalty_applications" USING btree ("tenant_id","contact_id","club_id");--> statement-breakpoint
CREATE UNIQUE INDEX "penalty_scenarios_id_unique" ON "penalty_scenarios" USING btree ("id");--> statement-breakpoint
CREATE INDEX "penalty_scenarios_club_idx" ON "penalty_scenarios" USING btree ("tenant_id","club_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "recurrences_id_unique" ON "recurrences" USING btree ("id");--> statement-breakpoint
CREATE INDEX "recurrences_club_idx" ON "recurrences" USING btree ("tenant_id","club_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendees_one_per_spot" ON "attendees" USING btree ("tenant_id","class_event_id","spot") WHERE "attendees"."state" <> 'canceled' AND "attendees"."spot" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "attendees_no_show_idx" ON "attendees" USING btree ("tenant_id","contact_id","showed_recorded_at") WHERE "attendees"."showed" = false;--> statement-breakpoint
CREATE INDEX "attendees_late_cancel_idx" ON "attendees" USING btree ("tenant_id","contact_id","canceled_at") WHERE "attendees"."late_cancel";--> statement-breakpoint
CREATE INDEX "class_events_recurrence_idx" ON "class_events" USING btree ("tenant_id","recurrence_id") WHERE "class_events"."recurrence_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "class_events_studio_time_idx" ON "class_events" USING btree ("tenant_id","studio_id","started_at") WHERE "class_events"."studio_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "class_events_coach_time_idx" ON "class_events" USING btree ("tenant_id","coach_id","started_at") WHERE "class_events"."coach_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "class_events" DROP COLUMN "series_id";--> statement-breakpoint
ALTER TABLE "class_events" ADD CONSTRAINT "class_events_online_limit" CHECK ("class_events"."online_limit" IS NULL OR "class_events"."online_limit" >= 0);--> statement-breakpoint
ALTER TABLE "class_events" ADD CONSTRAINT "class_events_external_quota" CHECK ("class_events"."external_quota" IS NULL OR "class_events"."external_quota" >= 0);