import type { Plugin } from 'vite';
import { PRERENDERED_PATHS, PRIVATE_PATH_PREFIXES } from '../app/config/public-paths';
import { siteOrigin } from '../app/config/site';
import { buildRobots, buildSitemap } from '../app/lib/seo-files';

/**
 * Writes sitemap.xml (every prerendered public path, lastmod = build date) and robots.txt into
 * the client build, with absolute URLs on VITE_APP_URL's origin; the dev server answers both too.
 */
export function seoFiles(): Plugin {
  let origin = siteOrigin({});
  const files = () => ({
    'sitemap.xml': {
      type: 'application/xml; charset=utf-8',
      body: buildSitemap(PRERENDERED_PATHS, origin, new Date()),
    },
    'robots.txt': { type: 'text/plain; charset=utf-8', body: buildRobots(PRIVATE_PATH_PREFIXES, origin) },
  });

  return {
    name: 'sellersignal-seo-files',
    configResolved(config) {
      origin = siteOrigin(config.env);
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = files()[req.url?.split('?')[0]?.slice(1) as keyof ReturnType<typeof files>];
        if (!file) return next();
        res.setHeader('content-type', file.type);
        res.end(file.body);
      });
    },
    generateBundle() {
      // The client build only: the server build is deleted after prerendering (ssr: false).
      if (this.environment.config.consumer !== 'client') return;
      for (const [fileName, file] of Object.entries(files())) {
        this.emitFile({ type: 'asset', fileName, source: file.body });
      }
    },
  };
}
