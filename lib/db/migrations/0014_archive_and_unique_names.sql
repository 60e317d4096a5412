ALTER TABLE "cancellation_motives" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
-- Names that already collide (whatever their case) keep their rows: the later ones get their id appended.
UPDATE "cancellation_motives" a SET "name" = a."name" || ' (' || a."id" || ')' WHERE EXISTS (SELECT 1 FROM "cancellation_motives" b WHERE b."tenant_id" = a."tenant_id" AND lower(b."name") = lower(a."name") AND b."id" < a."id");--> statement-breakpoint
UPDATE "activities" a SET "name" = a."name" || ' (' || a."id" || ')' WHERE EXISTS (SELECT 1 FROM "activities" b WHERE b."club_id" = a."club_id" AND lower(b."name") = lower(a."name") AND b."id" < a."id");--> statement-breakpoint
UPDATE "coaches" a SET "name" = a."name" || ' (' || a."id" || ')' WHERE EXISTS (SELECT 1 FROM "coaches" b WHERE b."club_id" = a."club_id" AND lower(b."name") = lower(a."name") AND b."id" < a."id");--> statement-breakpoint
UPDATE "studios" a SET "name" = a."name" || ' (' || a."id" || ')' WHERE EXISTS (SELECT 1 FROM "studios" b WHERE b."club_id" = a."club_id" AND lower(b."name") = lower(a."name") AND b."id" < a."id");--> statement-breakpoint
CREATE UNIQUE INDEX "cancellation_motives_name_unique" ON "cancellation_motives" USING btree ("tenant_id",lower("name")) WHERE "cancellation_motives"."archived_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "activities_club_name_unique" ON "activities" USING btree ("club_id",lower("name")) WHERE "activities"."archived_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "coaches_club_name_unique" ON "coaches" USING btree ("club_id",lower("name")) WHERE "coaches"."archived_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "studios_club_name_unique" ON "studios" USING btree ("club_id",lower("name")) WHERE "studios"."archived_at" is null;