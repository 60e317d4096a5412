-- The schedule's index carries every column a class_events filter, the order and the page count read,
-- so a week's classes are read from the index alone (an index-only scan) instead of one table page
-- each. Drizzle cannot declare INCLUDE: its schema names the key columns only.
DROP INDEX "class_events_club_start_idx";--> statement-breakpoint
CREATE INDEX "class_events_schedule_idx" ON "class_events" USING btree ("tenant_id","club_id","started_at")
  INCLUDE ("id","activity_id","studio_id","coach_id","ended_at","canceled_at","booked_count","attending_limit","queued_count","queue_limit");
