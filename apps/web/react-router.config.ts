import type { Config } from '@react-router/dev/config';
import { PUBLIC_PATHS } from './app/config/public-paths';

/**
 * SPA mode with prerendering (DESIGN.md section 3): every public page is rendered to static
 * HTML at build time and hydrated on load; the customer and admin areas are served from the
 * SPA fallback and loaded on demand.
 */
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: false,
  prerender: [...PUBLIC_PATHS],
} satisfies Config;
