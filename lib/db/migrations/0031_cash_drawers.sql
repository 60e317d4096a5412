CREATE TABLE "cash_drawer_settings" (
	"tenant_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"cash_drawer_limit" integer,
	CONSTRAINT "cash_drawer_settings_tenant_id_club_id_pk" PRIMARY KEY("tenant_id","club_id"),
	CONSTRAINT "cash_drawer_settings_limit" CHECK ("cash_drawer_settings"."cash_drawer_limit" IS NULL OR "cash_drawer_settings"."cash_drawer_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "cash_drawers" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "cash_drawers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"checkout_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"float_amount" integer NOT NULL,
	"ledger_start" integer NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_by" integer,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"ledger_end" integer,
	"expected_amount" integer,
	"counted_amount" integer,
	"difference_amount" integer,
	"limit_exceeded_at" timestamp with time zone,
	CONSTRAINT "cash_drawers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "cash_drawers_float" CHECK ("cash_drawers"."float_amount" >= 0),
	CONSTRAINT "cash_drawers_counted" CHECK ("cash_drawers"."counted_amount" IS NULL OR "cash_drawers"."counted_amount" >= 0),
	CONSTRAINT "cash_drawers_closing_whole" CHECK (("cash_drawers"."closed_at" IS NULL) = ("cash_drawers"."counted_amount" IS NULL)
    AND ("cash_drawers"."closed_at" IS NULL) = ("cash_drawers"."ledger_end" IS NULL) AND ("cash_drawers"."closed_at" IS NULL) = ("cash_drawers"."expected_amount" IS NULL)
    AND ("cash_drawers"."closed_at" IS NULL) = ("cash_drawers"."difference_amount" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "cash_drawer_settings" ADD CONSTRAINT "cash_drawer_settings_tenant_id_club_id_clubs_tenant_id_id_fk" FOREIGN KEY ("tenant_id","club_id") REFERENCES "public"."clubs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_drawers" ADD CONSTRAINT "cash_drawers_tenant_id_checkout_id_checkouts_tenant_id_id_fk" FOREIGN KEY ("tenant_id","checkout_id") REFERENCES "public"."checkouts"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_drawers_one_open" ON "cash_drawers" USING btree ("tenant_id","checkout_id") WHERE "cash_drawers"."closed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "cash_drawers_checkout_idx" ON "cash_drawers" USING btree ("tenant_id","checkout_id","closed_at");--> statement-breakpoint
CREATE INDEX "cash_drawers_club_idx" ON "cash_drawers" USING btree ("tenant_id","club_id","closed_at");