CREATE TABLE "activities" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"showcase" boolean DEFAULT false NOT NULL,
	"group_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	CONSTRAINT "activities_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "activity_groups" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "activity_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	CONSTRAINT "activity_groups_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "attendees" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "attendees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"class_event_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"state" text NOT NULL,
	"booked_at" timestamp with time zone,
	"queued_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"late_cancel" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendees_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "class_events" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "class_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"studio_id" integer,
	"coach_id" integer,
	"name" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"attending_limit" integer NOT NULL,
	"queue_limit" integer DEFAULT 0 NOT NULL,
	"booked_count" integer DEFAULT 0 NOT NULL,
	"queued_count" integer DEFAULT 0 NOT NULL,
	"canceled_at" timestamp with time zone,
	"series_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "class_events_booked_within_limit" CHECK ("class_events"."booked_count" >= 0 AND "class_events"."booked_count" <= "class_events"."attending_limit"),
	CONSTRAINT "class_events_queued_within_limit" CHECK ("class_events"."queued_count" >= 0 AND "class_events"."queued_count" <= "class_events"."queue_limit"),
	CONSTRAINT "class_events_ends_after_start" CHECK ("class_events"."ended_at" > "class_events"."started_at")
);
--> statement-breakpoint
CREATE TABLE "coaches" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "coaches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "coaches_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "studios" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "studios_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "studios_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_tenant_id_club_id_clubs_tenant_id_id_fk" FOREIGN KEY ("tenant_id","club_id") REFERENCES "public"."clubs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_groups" ADD CONSTRAINT "activity_groups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendees" ADD CONSTRAINT "attendees_tenant_id_class_event_id_class_events_tenant_id_id_fk" FOREIGN KEY ("tenant_id","class_event_id") REFERENCES "public"."class_events"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendees" ADD CONSTRAINT "attendees_tenant_id_contact_id_contacts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","contact_id") REFERENCES "public"."contacts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_events" ADD CONSTRAINT "class_events_tenant_id_club_id_clubs_tenant_id_id_fk" FOREIGN KEY ("tenant_id","club_id") REFERENCES "public"."clubs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_events" ADD CONSTRAINT "class_events_tenant_id_activity_id_activities_tenant_id_id_fk" FOREIGN KEY ("tenant_id","activity_id") REFERENCES "public"."activities"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_events" ADD CONSTRAINT "class_events_tenant_id_studio_id_studios_tenant_id_id_fk" FOREIGN KEY ("tenant_id","studio_id") REFERENCES "public"."studios"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_events" ADD CONSTRAINT "class_events_tenant_id_coach_id_coaches_tenant_id_id_fk" FOREIGN KEY ("tenant_id","coach_id") REFERENCES "public"."coaches"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaches" ADD CONSTRAINT "coaches_tenant_id_club_id_clubs_tenant_id_id_fk" FOREIGN KEY ("tenant_id","club_id") REFERENCES "public"."clubs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studios" ADD CONSTRAINT "studios_tenant_id_club_id_clubs_tenant_id_id_fk" FOREIGN KEY ("tenant_id","club_id") REFERENCES "public"."clubs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activities_id_unique" ON "activities" USING btree ("id");--> statement-breakpoint
CREATE INDEX "activities_club_idx" ON "activities" USING btree ("tenant_id","club_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_groups_id_unique" ON "activity_groups" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendees_id_unique" ON "attendees" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "attendees_one_live_per_contact" ON "attendees" USING btree ("tenant_id","class_event_id","contact_id") WHERE "attendees"."state" <> 'canceled';--> statement-breakpoint
CREATE INDEX "attendees_queue_idx" ON "attendees" USING btree ("tenant_id","class_event_id","state","queued_at","id");--> statement-breakpoint
CREATE INDEX "attendees_contact_idx" ON "attendees" USING btree ("tenant_id","contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "class_events_id_unique" ON "class_events" USING btree ("id");--> statement-breakpoint
CREATE INDEX "class_events_club_start_idx" ON "class_events" USING btree ("tenant_id","club_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coaches_id_unique" ON "coaches" USING btree ("id");--> statement-breakpoint
CREATE INDEX "coaches_club_idx" ON "coaches" USING btree ("tenant_id","club_id");--> statement-breakpoint
CREATE UNIQUE INDEX "studios_id_unique" ON "studios" USING btree ("id");--> statement-breakpoint
CREATE INDEX "studios_club_idx" ON "studios" USING btree ("tenant_id","club_id");