-- drizzle-kit does not write CREATE EXTENSION: the radius search needs earthdistance (on cube),
-- and city search uses trigram indexes.
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
