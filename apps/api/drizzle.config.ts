import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` uses this; migrations are applied from code at start-up.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
