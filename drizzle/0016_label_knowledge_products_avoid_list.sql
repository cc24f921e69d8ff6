CREATE TABLE "ingredient_avoid_items" (
	"user_id" text NOT NULL,
	"name_key" text NOT NULL,
	"name" text NOT NULL,
	"ingredient_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ingredient_avoid_items_user_id_name_key_pk" PRIMARY KEY("user_id","name_key")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"barcode" text NOT NULL,
	"name" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"ingredients_text" text NOT NULL,
	"kind" text DEFAULT 'food' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"submitted_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "products_status_valid" CHECK ("products"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "products_kind_valid" CHECK ("products"."kind" in ('food', 'cosmetic', 'supplement'))
);
--> statement-breakpoint
CREATE TABLE "knowledge_additives" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"class" text NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_allergens" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_claims" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"verdict" text NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_cosmetic_ingredients" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_food_substances" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ingredient_avoid_items" ADD CONSTRAINT "ingredient_avoid_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_barcode_idx" ON "products" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "products_submitted_by_idx" ON "products" USING btree ("submitted_by");--> statement-breakpoint
CREATE INDEX "knowledge_additives_class_idx" ON "knowledge_additives" USING btree ("class");--> statement-breakpoint
-- Row-level security as on every user-owned table (0008, ADR 020): the acting user's rows, or the system.
ALTER TABLE "ingredient_avoid_items" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY ingredient_avoid_items_own_rows ON ingredient_avoid_items TO wellnest_app
  USING (user_id = wellnest_acting_user()) WITH CHECK (user_id = wellnest_acting_user());
--> statement-breakpoint
CREATE POLICY ingredient_avoid_items_system ON ingredient_avoid_items TO wellnest_app
  USING (wellnest_is_system()) WITH CHECK (wellnest_is_system());
--> statement-breakpoint
-- The per-user caches hear of every write (0011, ADR 025).
SELECT wellnest_watch_user_table('public.ingredient_avoid_items'::regclass);
