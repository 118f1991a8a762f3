// Builds the web app only when its sources changed since the last build, so `npm start` on an
// existing checkout serves within seconds instead of rebuilding every time.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const marker = path.join(root, 'apps/web/build/client/index.html');
const sources = ['apps/web/app', 'apps/web/public', 'packages/shared/src', 'apps/web/vite.config.ts', 'apps/web/react-router.config.ts'];

function newest(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce((max, name) => Math.max(max, newest(path.join(target, name))), stat.mtimeMs);
}

const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
if (builtAt === 0 || sources.some((s) => newest(s) > builtAt) || process.argv.includes('--force')) {
  console.info(builtAt ? 'Web sources changed: rebuilding the web app…' : 'Building the web app (first start)…');
  execSync('npm run build -w @app/web', { cwd: root, stdio: 'inherit' });
} else {
  console.info('Web app is up to date.');
}
