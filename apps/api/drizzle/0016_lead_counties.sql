-- drizzle-kit generate, plus the INCLUDE columns of the other marketplace indexes (migration 0006),
-- so that counting a county's leads reads the index alone. Existing rows get their county from the
-- ZIP at the next start (decision 021): PostgreSQL has no ZIP or county data to compute it here.
ALTER TABLE "leads" ADD COLUMN "county" text;--> statement-breakpoint
CREATE INDEX "leads_market_county_idx" ON "leads" USING btree (lower("county"),"published_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("county","buyers_count","max_buyers","expires_at") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "leads_county_missing_idx" ON "leads" USING btree ("id") WHERE county is null;
--> statement-breakpoint
-- County and price now choose which leads a list holds (the county filter, the exclusive price
-- range): changing either moves the change counter like the other filters (migration 0006).
DROP TRIGGER "leads_listing_changed" ON "leads";--> statement-breakpoint
CREATE TRIGGER leads_listing_changed
  BEFORE UPDATE ON leads
  FOR EACH ROW
  WHEN ((OLD.status, OLD.buyers_count < OLD.max_buyers, OLD.published_at, OLD.expires_at, OLD.state,
    OLD.city, OLD.zip, OLD.county, OLD.property_type, OLD.lead_type, OLD.selling_timeline, OLD.listed,
    OLD.lat, OLD.lng, OLD.price_cents) IS DISTINCT FROM (NEW.status, NEW.buyers_count < NEW.max_buyers,
    NEW.published_at, NEW.expires_at, NEW.state, NEW.city, NEW.zip, NEW.county, NEW.property_type,
    NEW.lead_type, NEW.selling_timeline, NEW.listed, NEW.lat, NEW.lng, NEW.price_cents))
  EXECUTE FUNCTION leads_note_change();
