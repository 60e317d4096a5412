ALTER TABLE "incidents" ADD COLUMN "club_id" integer;--> statement-breakpoint
CREATE INDEX "incidents_open_club_idx" ON "incidents" USING btree ("tenant_id","club_id") WHERE "incidents"."state" = 'open';--> statement-breakpoint
-- An incident's club, fixed when it opens: its invoice's, else its contact's (the finance board's rule).
CREATE FUNCTION "incidents_set_club"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.club_id IS NULL THEN
    NEW.club_id := coalesce(
      (SELECT i.club_id FROM invoices i WHERE i.tenant_id = NEW.tenant_id AND i.id = NEW.invoice_id),
      (SELECT c.club_id FROM contacts c WHERE c.tenant_id = NEW.tenant_id AND c.id = NEW.contact_id));
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "incidents_club" BEFORE INSERT ON "incidents" FOR EACH ROW EXECUTE FUNCTION "incidents_set_club"();--> statement-breakpoint
UPDATE incidents n SET club_id = coalesce(
  (SELECT i.club_id FROM invoices i WHERE i.tenant_id = n.tenant_id AND i.id = n.invoice_id),
  (SELECT c.club_id FROM contacts c WHERE c.tenant_id = n.tenant_id AND c.id = n.contact_id));
