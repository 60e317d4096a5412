CREATE TABLE "dashboard_subscriptions" (
	"tenant_id" integer NOT NULL,
	"staff_user_id" integer NOT NULL,
	"club_id" integer,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dashboard_subscriptions_tenant_id_staff_user_id_pk" PRIMARY KEY("tenant_id","staff_user_id")
);
--> statement-breakpoint
ALTER TABLE "dashboard_subscriptions" ADD CONSTRAINT "dashboard_subscriptions_tenant_id_staff_user_id_staff_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","staff_user_id") REFERENCES "public"."staff_users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_subscriptions" ADD CONSTRAINT "dashboard_subscriptions_tenant_id_club_id_clubs_tenant_id_id_fk" FOREIGN KEY ("tenant_id","club_id") REFERENCES "public"."clubs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_club_date_idx" ON "invoices" USING btree ("tenant_id","club_id","date");