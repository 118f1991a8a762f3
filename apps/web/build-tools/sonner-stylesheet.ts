import type { Plugin } from 'vite';

const SONNER_MODULE = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/;
/** The one call sonner makes when its module loads: a <style> element with its whole style sheet. */
const INSERT_CSS_CALL = /^__insertCSS\("(?:[^"\\]|\\.)*"\);?$/m;

/**
 * sonner adds its style sheet to the page as a <style> element when it loads, which a CSP without
 * 'unsafe-inline' for styles refuses (decision 019), and it takes no nonce. This build replaces
 * that call with an import of the same rules from the package's styles.css, so Vite ships them
 * as a style sheet of the chunk that loads sonner: a <link> from our origin, fetched with sonner
 * (on the public pages still only with the first toast, decision 013).
 */
export function sonnerStylesheet(): Plugin {
  return {
    name: 'sonner-stylesheet',
    enforce: 'pre',
    transform(code, id) {
      if (!SONNER_MODULE.test(id)) return null;
      if (!INSERT_CSS_CALL.test(code))
        this.error('sonner no longer adds its styles by one __insertCSS call: check the CSP (decision 019)');
      return { code: `${code.replace(INSERT_CSS_CALL, '')}\nimport './styles.css';\n`, map: null };
    },
  };
}
