// `npm start`, in two modes (decision 015):
//
//   development (default)   builds the web app when its sources changed (ensure-web-build.mjs), then
//                           runs the API from its TypeScript source through tsx (`npm run start -w
//                           @app/api`), so `npm install && npm start` works on a fresh clone.
//   NODE_ENV=production     runs the compiled server, apps/api/dist/main.js, in this process. It
//                           builds nothing and needs nothing from devDependencies (no tsx, no Vite),
//                           so it works after `npm prune --omit=dev`; without a build it stops at once.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const apiDir = path.join(root, 'apps/api');
const apiMain = path.join(apiDir, 'dist/main.js');
/** What `npm run build` makes and a production start needs. */
const BUILD_OUTPUTS = [
  'packages/shared/dist/index.js',
  path.relative(root, apiMain),
  'apps/web/build/client/index.html',
];

async function startProduction() {
  const missing = BUILD_OUTPUTS.filter((file) => !existsSync(path.join(root, file)));
  if (missing.length > 0) {
    console.error(
      [
        `Cannot start in production: the build is missing (${missing.join(', ')}).`,
        'Run "npm run build" first: NODE_ENV=production npm start runs the compiled server and builds nothing.',
      ].join('\n'),
    );
    process.exit(1);
  }
  // The same working folder as in development (npm -w runs there), so a relative DATA_DIR means the same.
  process.chdir(apiDir);
  await import(pathToFileURL(apiMain).href);
}

function startDevelopment() {
  try {
    execFileSync(process.execPath, [path.join(root, 'scripts/ensure-web-build.mjs')], {
      cwd: root,
      stdio: 'inherit',
    });
  } catch {
    process.exit(1); // the build printed why
  }
  const child = spawn('npm', ['run', 'start', '-w', '@app/api'], { cwd: root, stdio: 'inherit' });
  // A supervisor (or a test) that stops `npm start` by its pid stops the server too.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (process.env.NODE_ENV === 'production') await startProduction();
else startDevelopment();
