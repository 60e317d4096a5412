CREATE TABLE "crossing_points" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "crossing_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"zone_id" integer,
	"name" text NOT NULL,
	"direction" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crossing_points_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "entries" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contact_id" integer NOT NULL,
	"identificator_id" integer,
	"crossing_point_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"direction" text NOT NULL,
	"is_blocking" boolean NOT NULL,
	"reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entries_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "zone_periods" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "zone_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"zone_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	CONSTRAINT "zone_periods_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "zone_periods_weekday" CHECK ("zone_periods"."weekday" between 1 and 7),
	CONSTRAINT "zone_periods_minutes" CHECK ("zone_periods"."start_minute" >= 0 and "zone_periods"."start_minute" < "zone_periods"."end_minute" and "zone_periods"."end_minute" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "zones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "zones_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
DROP INDEX "identificators_number_unique";--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "anti_passback_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "identificators" ADD COLUMN "type" text DEFAULT 'badge' NOT NULL;--> statement-breakpoint
ALTER TABLE "identificators" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crossing_points" ADD CONSTRAINT "crossing_points_tenant_id_club_id_clubs_tenant_id_id_fk" FOREIGN KEY ("tenant_id","club_id") REFERENCES "public"."clubs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crossing_points" ADD CONSTRAINT "crossing_points_tenant_id_zone_id_zones_tenant_id_id_fk" FOREIGN KEY ("tenant_id","zone_id") REFERENCES "public"."zones"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_tenant_id_contact_id_contacts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","contact_id") REFERENCES "public"."contacts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_tenant_id_club_id_clubs_tenant_id_id_fk" FOREIGN KEY ("tenant_id","club_id") REFERENCES "public"."clubs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_tenant_id_crossing_point_id_crossing_points_tenant_id_id_fk" FOREIGN KEY ("tenant_id","crossing_point_id") REFERENCES "public"."crossing_points"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zone_periods" ADD CONSTRAINT "zone_periods_tenant_id_zone_id_zones_tenant_id_id_fk" FOREIGN KEY ("tenant_id","zone_id") REFERENCES "public"."zones"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zones" ADD CONSTRAINT "zones_tenant_id_club_id_clubs_tenant_id_id_fk" FOREIGN KEY ("tenant_id","club_id") REFERENCES "public"."clubs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crossing_points_id_unique" ON "crossing_points" USING btree ("id");--> statement-breakpoint
CREATE INDEX "crossing_points_club_idx" ON "crossing_points" USING btree ("tenant_id","club_id");--> statement-breakpoint
CREATE UNIQUE INDEX "entries_id_unique" ON "entries" USING btree ("id");--> statement-breakpoint
CREATE INDEX "entries_club_created_idx" ON "entries" USING btree ("tenant_id","club_id","created_at");--> statement-breakpoint
CREATE INDEX "entries_contact_club_created_idx" ON "entries" USING btree ("tenant_id","contact_id","club_id","created_at");--> statement-breakpoint
CREATE INDEX "entries_crossing_point_created_idx" ON "entries" USING btree ("tenant_id","crossing_point_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "zone_periods_id_unique" ON "zone_periods" USING btree ("id");--> statement-breakpoint
CREATE INDEX "zone_periods_zone_idx" ON "zone_periods" USING btree ("tenant_id","zone_id");--> statement-breakpoint
CREATE UNIQUE INDEX "zones_id_unique" ON "zones" USING btree ("id");--> statement-breakpoint
CREATE INDEX "zones_club_idx" ON "zones" USING btree ("tenant_id","club_id");--> statement-breakpoint
CREATE UNIQUE INDEX "identificators_number_unique" ON "identificators" USING btree ("tenant_id","type","number");--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_access_settings" CHECK ("clubs"."anti_passback_minutes" >= 0 and ("clubs"."capacity" is null or "clubs"."capacity" >= 0));