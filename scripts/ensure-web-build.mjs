// Builds the web app only when its sources changed since the last build, so `npm start` on an
// existing checkout serves within seconds instead of rebuilding every time.
//
//   --force                 build even if nothing changed
//   --env=NAME=value        build with this VITE_* variable set (test:e2e builds with a test
//                           Stripe publishable key so the browser tests can reach the card form)
//
// Vite inlines VITE_* variables at build time, so a build made with other values is stale too:
// after `npm run test:e2e`, `npm start` rebuilds without the e2e test key.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const marker = path.join(root, 'apps/web/build/client/index.html');
// Outside build/client, which is served to the public: only a hash, never the values.
const envStamp = path.join(root, 'apps/web/build/vite-env.sha256');
const sources = [
  'apps/web/app',
  'apps/web/public',
  'packages/shared/src',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'apps/web/vite.islands.config.ts',
  'apps/web/vite.first-screens.config.ts',
  'apps/web/build-tools',
  'apps/web/.env',
  'apps/web/.env.local',
  'apps/web/.env.production',
  'apps/web/.env.production.local',
];

const buildEnv = { ...process.env };
for (const arg of process.argv.slice(2)) {
  const match = /^--env=(VITE_[A-Z0-9_]+)=(.*)$/.exec(arg);
  if (match) buildEnv[match[1]] = match[2];
  else if (arg.startsWith('--env='))
    throw new Error(`ensure-web-build: expected --env=VITE_NAME=value, got ${arg}`);
}

function newest(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce(
    (max, name) => Math.max(max, newest(path.join(target, name))),
    stat.mtimeMs,
  );
}

function viteEnvHash(env) {
  const entries = Object.entries(env)
    .filter(([name, value]) => name.startsWith('VITE_') && value !== undefined && value !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256').update(JSON.stringify(entries)).digest('hex');
}

/** False only when this script made the current build with other VITE_* values. */
function builtWithSameEnv(builtAt) {
  if (!existsSync(envStamp) || statSync(envStamp).mtimeMs < builtAt) return true; // built by hand since: unknown, trust it
  return readFileSync(envStamp, 'utf8').trim() === viteEnvHash(buildEnv);
}

const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
const reason =
  builtAt === 0
    ? 'Building the web app (first start)…'
    : process.argv.includes('--force')
      ? 'Building the web app…'
      : sources.some((s) => newest(s) > builtAt)
        ? 'Web sources changed: rebuilding the web app…'
        : !builtWithSameEnv(builtAt)
          ? 'VITE_* settings changed: rebuilding the web app…'
          : null;

if (reason) {
  console.info(reason);
  execSync('npm run build -w @app/web', { cwd: root, stdio: 'inherit', env: buildEnv });
  writeFileSync(envStamp, `${viteEnvHash(buildEnv)}\n`);
} else {
  console.info('Web app is up to date.');
}
