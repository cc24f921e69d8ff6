CREATE TABLE "aromatherapy_blends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"oils" jsonb NOT NULL,
	"carrier_ml" real NOT NULL,
	"application" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aromatherapy_blends_carrier_range" CHECK ("aromatherapy_blends"."carrier_ml" > 0 and "aromatherapy_blends"."carrier_ml" <= 1000)
);
--> statement-breakpoint
CREATE TABLE "aromatherapy_favorite_oils" (
	"user_id" text NOT NULL,
	"oil_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aromatherapy_favorite_oils_user_id_oil_id_pk" PRIMARY KEY("user_id","oil_id")
);
--> statement-breakpoint
ALTER TABLE "aromatherapy_blends" ADD CONSTRAINT "aromatherapy_blends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aromatherapy_favorite_oils" ADD CONSTRAINT "aromatherapy_favorite_oils_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aromatherapy_blends_user_created_idx" ON "aromatherapy_blends" USING btree ("user_id","created_at");--> statement-breakpoint
-- Row-level security as on every user-owned table (0008, ADR 020): the acting user's rows, or the system.
ALTER TABLE "aromatherapy_blends" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY aromatherapy_blends_own_rows ON aromatherapy_blends TO wellnest_app
  USING (user_id = wellnest_acting_user()) WITH CHECK (user_id = wellnest_acting_user());
--> statement-breakpoint
CREATE POLICY aromatherapy_blends_system ON aromatherapy_blends TO wellnest_app
  USING (wellnest_is_system()) WITH CHECK (wellnest_is_system());
--> statement-breakpoint
ALTER TABLE "aromatherapy_favorite_oils" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY aromatherapy_favorite_oils_own_rows ON aromatherapy_favorite_oils TO wellnest_app
  USING (user_id = wellnest_acting_user()) WITH CHECK (user_id = wellnest_acting_user());
--> statement-breakpoint
CREATE POLICY aromatherapy_favorite_oils_system ON aromatherapy_favorite_oils TO wellnest_app
  USING (wellnest_is_system()) WITH CHECK (wellnest_is_system());
--> statement-breakpoint
-- Announced on the change feed like every user-owned table (0011, ADR 025).
SELECT wellnest_watch_user_table('public.aromatherapy_blends'::regclass);
--> statement-breakpoint
SELECT wellnest_watch_user_table('public.aromatherapy_favorite_oils'::regclass);
