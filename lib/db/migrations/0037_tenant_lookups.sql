CREATE TABLE "tenant_lookups" (
	"kind" text NOT NULL,
	"provider" text DEFAULT '' NOT NULL,
	"key" text NOT NULL,
	"tenant_id" integer NOT NULL,
	CONSTRAINT "tenant_lookups_kind_provider_key_pk" PRIMARY KEY("kind","provider","key")
);
--> statement-breakpoint
ALTER TABLE "tenant_lookups" ADD CONSTRAINT "tenant_lookups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each global key of the rows already there, with its tenant (the old unique indexes made them unique).
INSERT INTO "tenant_lookups" ("kind", "provider", "key", "tenant_id")
  SELECT 'api_client', '', "client_id", "tenant_id" FROM "api_clients";--> statement-breakpoint
INSERT INTO "tenant_lookups" ("kind", "provider", "key", "tenant_id")
  SELECT 'payment_token', '', "token", "tenant_id" FROM "payable_objects";--> statement-breakpoint
INSERT INTO "tenant_lookups" ("kind", "provider", "key", "tenant_id")
  SELECT 'payment_reference', "provider", "provider_reference", "tenant_id" FROM "payable_objects";--> statement-breakpoint
DROP INDEX "api_clients_client_id_unique";--> statement-breakpoint
DROP INDEX "payable_objects_token_unique";--> statement-breakpoint
DROP INDEX "payable_objects_provider_ref_unique";--> statement-breakpoint
DROP INDEX "provider_events_unique";--> statement-breakpoint
-- Events that matched no payable object have no tenant: nothing reads them, and they are no longer kept.
DELETE FROM "provider_events" WHERE "tenant_id" IS NULL;--> statement-breakpoint
ALTER TABLE "provider_events" DROP CONSTRAINT "provider_events_pkey";--> statement-breakpoint
ALTER TABLE "provider_events" ALTER COLUMN "tenant_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_events" ADD CONSTRAINT "provider_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "api_clients_tenant_client_id_unique" ON "api_clients" USING btree ("tenant_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payable_objects_tenant_token_unique" ON "payable_objects" USING btree ("tenant_id","token");--> statement-breakpoint
CREATE UNIQUE INDEX "payable_objects_tenant_provider_ref_unique" ON "payable_objects" USING btree ("tenant_id","provider","provider_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_events_tenant_event_unique" ON "provider_events" USING btree ("tenant_id","provider","event_id");
