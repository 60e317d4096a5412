CREATE TABLE "offers" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"channels" text[] NOT NULL,
	"valid_from" date NOT NULL,
	"valid_through" date,
	"registration_fee_ti" integer DEFAULT 0 NOT NULL,
	"registration_fee_name" text DEFAULT '' NOT NULL,
	"price_ti" integer DEFAULT 0 NOT NULL,
	"price_te" integer DEFAULT 0 NOT NULL,
	"tax" integer DEFAULT 0 NOT NULL,
	"is_first_month_payed" boolean DEFAULT false NOT NULL,
	"rhythm_billing" text,
	"is_prorated" boolean DEFAULT false NOT NULL,
	"repayment_schedule" jsonb DEFAULT '{"occurrences":[],"recurrences":[]}'::jsonb NOT NULL,
	"max_debt" integer,
	"archived" boolean DEFAULT false NOT NULL,
	"sold" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "offers_amounts" CHECK ("offers"."registration_fee_ti" >= 0 AND "offers"."price_ti" >= 0 AND "offers"."price_te" >= 0 AND "offers"."tax" >= 0
    AND ("offers"."max_debt" IS NULL OR "offers"."max_debt" >= 0)),
	CONSTRAINT "offers_validity" CHECK ("offers"."valid_through" IS NULL OR "offers"."valid_through" >= "offers"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"tenant_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"behaviors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"granted_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"minimum_age" integer,
	"archived" boolean DEFAULT false NOT NULL,
	"sold" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "products_minimum_age" CHECK ("products"."minimum_age" IS NULL OR "products"."minimum_age" >= 0)
);
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_tenant_id_product_id_products_tenant_id_id_fk" FOREIGN KEY ("tenant_id","product_id") REFERENCES "public"."products"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tenant_id_club_id_clubs_tenant_id_id_fk" FOREIGN KEY ("tenant_id","club_id") REFERENCES "public"."clubs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_id_unique" ON "offers" USING btree ("id");--> statement-breakpoint
CREATE INDEX "offers_product_idx" ON "offers" USING btree ("tenant_id","product_id","id") WHERE NOT "offers"."archived";--> statement-breakpoint
CREATE UNIQUE INDEX "products_id_unique" ON "products" USING btree ("id");--> statement-breakpoint
CREATE INDEX "products_catalog_idx" ON "products" USING btree ("tenant_id","club_id","id") WHERE NOT "products"."archived";