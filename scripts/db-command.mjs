// `npm run db:backup [-- file]` and `npm run db:restore -- file`, in the two modes of `npm start`
// (scripts/start.mjs, decision 015):
//
//   development (default)   the API's TypeScript scripts through tsx (`npm run db:backup -w @app/api`)
//   NODE_ENV=production     the compiled scripts, apps/api/dist/scripts/db-*.js, in this process: no
//                           tsx, so they run after `npm prune --omit=dev`, as the backup timer of
//                           docs/deploy.md does (deploy/sellersignal-backup.service)
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const apiDir = path.join(root, 'apps/api');
const COMMANDS = { backup: 'db-backup', restore: 'db-restore' };

const [command, ...args] = process.argv.slice(2);
const script = COMMANDS[command];
if (!script) {
  console.error(`Usage: node scripts/db-command.mjs ${Object.keys(COMMANDS).join('|')} [file]`);
  process.exit(2);
}

async function runCompiled() {
  const compiled = path.join(apiDir, 'dist/scripts', `${script}.js`);
  const needed = ['packages/shared/dist/index.js', path.relative(root, compiled)];
  const missing = needed.filter((file) => !existsSync(path.join(root, file)));
  if (missing.length > 0) {
    console.error(
      [
        `Cannot run db:${command} in production: the build is missing (${missing.join(', ')}).`,
        'Run "npm run build" first: with NODE_ENV=production it runs the compiled script.',
      ].join('\n'),
    );
    process.exit(1);
  }
  // As under npm -w: a relative DATA_DIR is taken from apps/api, a relative file from the root.
  process.chdir(apiDir);
  process.argv = [process.argv[0], compiled, ...args];
  await import(pathToFileURL(compiled).href);
}

function runFromSource() {
  const child = spawn('npm', ['run', `db:${command}`, '-w', '@app/api', '--', ...args], {
    cwd: root,
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (process.env.NODE_ENV === 'production') await runCompiled();
else runFromSource();
