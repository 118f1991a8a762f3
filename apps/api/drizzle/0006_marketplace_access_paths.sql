-- Marketplace access paths for 1,000,000 leads (docs/decisions/010). Hand-edited after
-- drizzle-kit generate: the INCLUDE columns (index-only counts and page indexes), the lead_purchases
-- index with lead_type, and the change counter's trigger, none of which drizzle-kit writes.
-- The GiST index on ll_to_earth goes: radius search reads the grid-cell index instead, and the GiST
-- index cost more to keep up than all the others together (most of a bulk load's time).
CREATE SEQUENCE "public"."leads_change_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
DROP INDEX "leads_marketplace_idx";--> statement-breakpoint
DROP INDEX "leads_state_city_idx";--> statement-breakpoint
DROP INDEX "leads_zip_idx";--> statement-breakpoint
DROP INDEX "leads_earth_idx";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "geo_cell" integer GENERATED ALWAYS AS (floor((lat + 90) / 0.5)::integer * 720 + mod(floor((lng + 180) / 0.5)::integer, 720)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "leads_market_idx" ON "leads" USING btree ("published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("buyers_count","max_buyers","expires_at") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "leads_market_state_idx" ON "leads" USING btree ("state","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("buyers_count","max_buyers","expires_at") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "leads_market_zip_idx" ON "leads" USING btree ("zip","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("buyers_count","max_buyers","expires_at") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "leads_market_property_type_idx" ON "leads" USING btree ("property_type","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("buyers_count","max_buyers","expires_at") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "leads_market_lead_type_idx" ON "leads" USING btree ("lead_type","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("buyers_count","max_buyers","expires_at") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "leads_market_selling_timeline_idx" ON "leads" USING btree ("selling_timeline","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("buyers_count","max_buyers","expires_at") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "leads_market_listed_idx" ON "leads" USING btree ("listed","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("buyers_count","max_buyers","expires_at") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "leads_market_geo_cell_idx" ON "leads" USING btree ("geo_cell","published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("lat","lng","buyers_count","max_buyers","expires_at") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "leads_market_city_idx" ON "leads" USING btree (lower("city"),"published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("city","buyers_count","max_buyers","expires_at") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "leads_expires_at_idx" ON "leads" USING btree ("expires_at") WHERE status = 'published';--> statement-breakpoint
DROP INDEX "lead_purchases_user_created_idx";--> statement-breakpoint
CREATE INDEX "lead_purchases_user_created_idx" ON "lead_purchases" USING btree ("user_id","created_at","id") INCLUDE ("lead_type");--> statement-breakpoint
-- leads_change_seq advances whenever the marketplace lists may have changed: any insert, delete or
-- truncate, and an update of a row's availability, order, filters or place (not, say, a purchase
-- that leaves a premium lead for sale). A sequence, not a counter row: nextval takes no row lock,
-- so concurrent purchases never queue behind each other here.
CREATE OR REPLACE FUNCTION leads_note_change() RETURNS trigger AS $$
BEGIN
  PERFORM nextval('leads_change_seq');
  IF TG_LEVEL = 'ROW' THEN
    RETURN NEW;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER leads_rows_changed
  AFTER INSERT OR DELETE OR TRUNCATE ON leads
  FOR EACH STATEMENT EXECUTE FUNCTION leads_note_change();
--> statement-breakpoint
CREATE TRIGGER leads_listing_changed
  BEFORE UPDATE ON leads
  FOR EACH ROW
  WHEN ((OLD.status, OLD.buyers_count < OLD.max_buyers, OLD.published_at, OLD.expires_at, OLD.state,
    OLD.city, OLD.zip, OLD.property_type, OLD.lead_type, OLD.selling_timeline, OLD.listed, OLD.lat,
    OLD.lng) IS DISTINCT FROM (NEW.status, NEW.buyers_count < NEW.max_buyers, NEW.published_at,
    NEW.expires_at, NEW.state, NEW.city, NEW.zip, NEW.property_type, NEW.lead_type,
    NEW.selling_timeline, NEW.listed, NEW.lat, NEW.lng))
  EXECUTE FUNCTION leads_note_change();
