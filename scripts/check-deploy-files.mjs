// `npm run test:deploy` (issue 17.7, run by .ci/run): checks the files docs/deploy.md installs,
// with the tools that will read them, and that they agree with the code.
//
//   1. deploy/env.example lists exactly the variables apps/api/src/config/env.ts reads, once each,
//      and every value it leaves empty is refused at start (so a forgotten one cannot go live)
//   2. deploy/build.env.example lists exactly the VITE_* variables apps/web/app/config/site.ts reads
//   3. the systemd units: `systemd-analyze verify` with no complaint at all (it only warns, exit 0,
//      about an unknown key or a bad value, so any output fails here), and an offline
//      `systemd-analyze security` exposure of 2.0 or less for each service
//   4. the units, the env file and the Caddyfile agree with the app: start command, stop timeout,
//      port, proxy hops
//   5. `caddy validate` of deploy/Caddyfile as it is: offline, it never asks Let's Encrypt for anything
//   6. the Caddyfile run by Caddy in front of a stand-in app, on plain HTTP on 127.0.0.1 (the site
//      address, upstream port and admin endpoint swapped): X-Forwarded-For holds the client's
//      address only, /metrics is refused, a precompressed response passes untouched, plain JSON is
//      compressed, a 26 MiB import body gets through, and the access log keeps no API key, feed
//      token, cookie or Authorization header
//
// Not checked here, because it needs the server itself: that Node runs inside the units' sandbox
// (systemd as PID 1), the certificate (public DNS, ports 80 and 443), the backup timer firing, and
// the log-shipping examples in deploy/log-shipping/ (no validator for journal-upload.conf; Vector
// is not in Debian). docs/deploy.md's first deploy and go-live checklist cover those on the server.
//
// Needs systemd-analyze (systemd) and caddy (`apt-get install caddy`); .ci/run installs caddy.
// Exits 1 naming each check that failed.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');
const deployDir = path.join(root, 'deploy');
const UNITS = ['sellersignal.service', 'sellersignal-backup.service', 'sellersignal-backup.timer'];
const SERVICES = UNITS.filter((unit) => unit.endsWith('.service'));
/** systemd-analyze security's overall exposure, 0 (locked down) to 10; 2.0 and below reads "OK". */
const MAX_EXPOSURE = 2.0;
/** Where the units expect Node and npm (NodeSource's packages put them there, docs/deploy.md). */
const UNIT_NODE = '/usr/bin/node';
const UNIT_NPM = '/usr/bin/npm';
const CADDY_START_TIMEOUT_MS = 20_000;

const read = (file) => readFileSync(path.join(root, file), 'utf8');
const work = mkdtempSync(path.join(tmpdir(), 'sellersignal-deploy-check-'));
const failures = [];

class CheckFailure extends Error {}
const fail = (message) => {
  throw new CheckFailure(message);
};

async function check(name, action) {
  process.stdout.write(`- ${name} … `);
  try {
    const note = await action();
    console.info(note ? `ok (${note})` : 'ok');
  } catch (error) {
    console.info('FAILED');
    const message = error instanceof CheckFailure ? error.message : (error?.stack ?? String(error));
    console.error(indent(message));
    failures.push(name);
  }
}

const indent = (text) =>
  text
    .trimEnd()
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');

/** Runs a tool to its end; a missing tool fails the check with how to install it. */
function runTool(command, args, { install, ...options } = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.error?.code === 'ENOENT') fail(`${command} is not installed: ${install}`);
  if (result.error) throw result.error;
  return { code: result.status, output: `${result.stdout}${result.stderr}`.trim() };
}

const which = (command) => {
  const result = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
};

/** `NAME=value` lines of an env file as systemd (or a shell) reads them: commented lines are not set. */
function envAssignments(text) {
  const values = new Map();
  for (const line of text.split('\n')) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (match) values.set(match[1], match[2].replace(/^'(.*)'$/, '$1'));
  }
  return values;
}

/** Every variable an example file names, set or commented out (`# NAME=`), in order, repeats kept. */
const namedVariables = (text) => [...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);

function compareLists(file, named, expected, source) {
  const problems = [];
  const repeated = named.filter((name, index) => named.indexOf(name) !== index);
  const missing = expected.filter((name) => !named.includes(name));
  const extra = [...new Set(named)].filter((name) => !expected.includes(name));
  if (missing.length > 0) problems.push(`${file} does not list ${missing.join(', ')} (read by ${source})`);
  if (extra.length > 0) problems.push(`${file} lists ${extra.join(', ')}, which ${source} does not read`);
  if (repeated.length > 0) problems.push(`${file} lists ${[...new Set(repeated)].join(', ')} more than once`);
  if (problems.length > 0) fail(problems.join('\n'));
  return `${expected.length} variables`;
}

/** A unit file's `Key=value` settings, in order (a key may repeat). */
function unitSettings(unit) {
  return [...read(`deploy/${unit}`).matchAll(/^([A-Za-z]+)=(.*)$/gm)].map(([, key, value]) => ({
    key,
    value,
  }));
}
const unitSetting = (unit, key) => unitSettings(unit).find((setting) => setting.key === key)?.value;

/** systemd's time span for the few units used here: `20s`, `2min`, `1h`. */
function seconds(span) {
  const match = /^(\d+)\s*(s|sec|min|m|h)?$/.exec(span ?? '');
  if (!match) fail(`cannot read the time span "${span}"`);
  const factor = { s: 1, sec: 1, min: 60, m: 60, h: 3600 }[match[2] ?? 's'];
  return Number(match[1]) * factor;
}

// ---------------------------------------------------------------------------------------------

async function checkEnvExample() {
  const { ENV_VARIABLES } = await tsImport('../apps/api/src/config/env.ts', import.meta.url);
  return compareLists(
    'deploy/env.example',
    namedVariables(read('deploy/env.example')),
    ENV_VARIABLES,
    'apps/api/src/config/env.ts',
  );
}

async function checkEmptyValuesAreRefused() {
  const { loadEnv } = await tsImport('../apps/api/src/config/env.ts', import.meta.url);
  const { loadSecretsKey } = await tsImport('../apps/api/src/config/secrets-key.ts', import.meta.url);
  const values = envAssignments(read('deploy/env.example'));
  const empty = [...values].filter(([, value]) => value === '').map(([name]) => name);
  const refusals = [];
  for (const attempt of [
    () => loadEnv(Object.fromEntries(values)),
    () => loadSecretsKey({ secretsKey: values.get('SECRETS_KEY'), dataDir: work, isProduction: true }),
  ]) {
    try {
      attempt();
    } catch (error) {
      refusals.push(error.message);
    }
  }
  const refusal = refusals.join('\n');
  const accepted = empty.filter((name) => !new RegExp(`\\b${name}\\b`).test(refusal));
  if (accepted.length > 0)
    fail(
      `deploy/env.example leaves ${accepted.join(', ')} empty, and the API would start that way. Give a ` +
        `value, or comment the line out if the default is right.\nWhat the API said:\n${refusal}`,
    );
  return `${empty.length} empty: ${empty.join(', ')}`;
}

function checkBuildEnvExample() {
  const site = read('apps/web/app/config/site.ts');
  const readBySite = [
    ...new Set([...site.matchAll(/\bread\('(VITE_[A-Z0-9_]+)'/g)].map((match) => match[1])),
  ];
  if (readBySite.length === 0) fail("found no read('VITE_…') in apps/web/app/config/site.ts");
  return compareLists(
    'deploy/build.env.example',
    namedVariables(read('deploy/build.env.example')),
    readBySite,
    'apps/web/app/config/site.ts',
  );
}

function checkUnitsVerify() {
  // verify checks that each Exec* program exists and is executable. The units name /usr/bin/node
  // and /usr/bin/npm (docs/deploy.md installs NodeSource's Node 20 there); where this machine keeps
  // them elsewhere, a copy naming this machine's programs is verified instead, and that is all
  // that differs. User=, WorkingDirectory=, EnvironmentFile= and ReadWritePaths= name things of the
  // server, which verify does not look for.
  const swaps = [
    [UNIT_NODE, which('node')],
    [UNIT_NPM, which('npm')],
  ].filter(([expected, here]) => here && here !== expected);
  const copyDir = path.join(work, 'units');
  spawnSync('mkdir', ['-p', copyDir]);
  for (const unit of UNITS) {
    let text = read(`deploy/${unit}`);
    for (const [expected, here] of swaps) text = text.replaceAll(expected, here);
    writeFileSync(path.join(copyDir, unit), text);
  }
  const { code, output } = runTool(
    'systemd-analyze',
    ['verify', '--man=no', '--recursive-errors=no', ...UNITS.map((unit) => path.join(copyDir, unit))],
    { install: 'it comes with systemd (apt-get install systemd)', cwd: copyDir },
  );
  if (code !== 0 || output !== '') fail(`systemd-analyze verify (exit ${code}):\n${output || '(no output)'}`);
  const swapped = swaps.map(([expected, here]) => `${expected} read as ${here}`).join(', ');
  return `${UNITS.join(', ')}${swapped ? `; ${swapped}` : ''}`;
}

function checkUnitsSecurity() {
  const scores = [];
  for (const unit of SERVICES) {
    const { code, output } = runTool(
      'systemd-analyze',
      ['security', '--offline=yes', `--threshold=${MAX_EXPOSURE * 10}`, '--no-pager', `deploy/${unit}`],
      { install: 'it comes with systemd (apt-get install systemd)', cwd: root },
    );
    const score = /Overall exposure level for \S+: ([\d.]+)/.exec(output)?.[1];
    if (code !== 0 || !score)
      fail(
        `${unit}: exposure above ${MAX_EXPOSURE} (exit ${code}):\n${output.split('\n').slice(-25).join('\n')}`,
      );
    scores.push(`${unit} ${score}`);
  }
  return scores.join(', ');
}

function checkAgreement() {
  const problems = [];
  const packageJson = JSON.parse(read('package.json'));
  const execStart = unitSetting('sellersignal.service', 'ExecStart');
  if (
    packageJson.scripts.start !== 'node scripts/start.mjs' ||
    execStart !== `${UNIT_NODE} scripts/start.mjs`
  )
    problems.push(
      `sellersignal.service runs "${execStart}", npm start runs "${packageJson.scripts.start}": they must be the same program`,
    );
  const shutdownMs = Number(
    /SHUTDOWN_TIMEOUT_MS = ([\d_]+)/.exec(read('apps/api/src/main.ts'))?.[1]?.replaceAll('_', ''),
  );
  const stopSeconds = seconds(unitSetting('sellersignal.service', 'TimeoutStopSec'));
  if (!(stopSeconds * 1000 > shutdownMs))
    problems.push(
      `TimeoutStopSec (${stopSeconds} s) must exceed the app's own shutdown deadline (${shutdownMs} ms, apps/api/src/main.ts)`,
    );
  const backupStart = unitSetting('sellersignal-backup.service', 'ExecStart') ?? '';
  if (!/\bnpm run (--silent )?db:backup\b/.test(backupStart) || !packageJson.scripts['db:backup'])
    problems.push('sellersignal-backup.service must run `npm run db:backup`');
  for (const unit of SERVICES)
    if (unitSetting(unit, 'EnvironmentFile') !== '/etc/sellersignal/env')
      problems.push(`${unit} must read EnvironmentFile=/etc/sellersignal/env`);
  const env = envAssignments(read('deploy/env.example'));
  const caddyfile = read('deploy/Caddyfile');
  const upstream = /reverse_proxy 127\.0\.0\.1:(\d+)/.exec(caddyfile)?.[1];
  if (!upstream || upstream !== env.get('PORT'))
    problems.push(`the Caddyfile proxies to port ${upstream}, env.example sets PORT=${env.get('PORT')}`);
  const expected = { NODE_ENV: 'production', HOST: '127.0.0.1', TRUST_PROXY: '1', SEED_DEMO: 'false' };
  for (const [name, value] of Object.entries(expected))
    if (env.get(name) !== value) problems.push(`env.example must set ${name}=${value} (docs/deploy.md)`);
  const stateDir = `/var/lib/${unitSetting('sellersignal.service', 'StateDirectory')}`;
  if (env.get('DATA_DIR') !== stateDir)
    problems.push(
      `env.example's DATA_DIR (${env.get('DATA_DIR')}) is not the unit's StateDirectory (${stateDir})`,
    );
  if (problems.length > 0) fail(problems.join('\n'));
  return 'start command, stop timeout, port, proxy hops, state folder';
}

function caddyEnv() {
  // Caddy keeps certificates and its autosave under these; none of them are the machine's own.
  return {
    ...process.env,
    HOME: work,
    XDG_DATA_HOME: path.join(work, 'caddy-data'),
    XDG_CONFIG_HOME: path.join(work, 'caddy-config'),
  };
}

function checkCaddyValidate() {
  const copy = path.join(work, 'Caddyfile.validate');
  copyFileSync(path.join(deployDir, 'Caddyfile'), copy);
  const { code, output } = runTool('caddy', ['validate', '--adapter', 'caddyfile', '--config', copy], {
    install: 'apt-get install caddy',
    env: caddyEnv(),
    timeout: 60_000,
  });
  if (code !== 0 || !output.includes('Valid configuration'))
    fail(`caddy validate (exit ${code}):\n${output.split('\n').slice(-20).join('\n')}`);
  // Unformatted files still validate; `caddy fmt` is how Caddy's own docs want them.
  const formatted = runTool('caddy', ['fmt', copy], { install: 'apt-get install caddy', env: caddyEnv() });
  if (formatted.code !== 0 || `${formatted.output}\n` !== read('deploy/Caddyfile').replace(/\n*$/, '\n'))
    fail('deploy/Caddyfile is not as `caddy fmt` writes it: run `caddy fmt --overwrite deploy/Caddyfile`');
  return runTool('caddy', ['version'], { install: 'apt-get install caddy' }).output.split(' ')[0];
}

// ---------------------------------------------------------------------------------------------
// Caddy in front of a stand-in app

const listen = (server) =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server.address().port));
  });

async function freePort() {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A stand-in for the app: what it was sent, and answers shaped like the app's. */
function standInApp() {
  const seen = [];
  const page = `<!doctype html><title>SellerSignal</title>${'<p>Motivated-seller leads.</p>'.repeat(200)}`;
  const precompressed = brotliCompressSync(page);
  const json = JSON.stringify({
    message: 'Data fetched successfully',
    result: Array.from({ length: 100 }, (_, i) => ({ id: i, city: 'Austin', state: 'TX' })),
  });
  const server = createServer((req, res) => {
    let bytes = 0;
    req.on('data', (chunk) => (bytes += chunk.length));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, bytes });
      const url = new URL(req.url, 'http://stand-in');
      if (url.pathname === '/api/v1/health/ready')
        return res.writeHead(200).end('{"result":{"status":"ready"}}');
      if (url.pathname === '/page')
        return res
          .writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'br', vary: 'accept-encoding' })
          .end(precompressed);
      if (url.pathname === '/api/v1/list')
        return res.writeHead(200, { 'content-type': 'application/json' }).end(json);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ bytes }));
    });
  });
  return { server, seen, precompressed, json };
}

/** A raw request: the body as sent on the wire (fetch would undo the compression being checked). */
function rawRequest(port, { method = 'GET', path: urlPath, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path: urlPath, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const sha = (buffer) => createHash('sha256').update(buffer).digest('hex');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function checkCaddyInFront() {
  const importLimit = /bodyLimit(?::| =) (\d+) \* 1024 \* 1024/.exec(
    read('apps/api/src/modules/lead-imports/lead-import.routes.ts'),
  )?.[1];
  if (!importLimit) fail('cannot find the lead imports body limit in lead-import.routes.ts');
  const importBytes = Number(importLimit) * 1024 * 1024;

  // What is swapped in the copy that runs here; anything else is the file as it is.
  const swaps = [
    ['leads.example.com {', (ports) => `http://127.0.0.1:${ports.caddy} {`],
    ['reverse_proxy 127.0.0.1:3001 {', (ports) => `reverse_proxy 127.0.0.1:${ports.app} {`],
    ['\temail ops@example.com\n', () => '\temail ops@example.com\n\tadmin off\n'],
  ];
  const original = read('deploy/Caddyfile');
  const gone = swaps.filter(([from]) => !original.includes(from)).map(([from]) => `"${from.trim()}"`);
  if (gone.length > 0) fail(`deploy/Caddyfile no longer has ${gone.join(', ')}: update this check with it`);

  const app = standInApp();
  try {
    const ports = { app: await listen(app.server), caddy: await freePort() };
    const configFile = path.join(work, 'Caddyfile.run');
    writeFileSync(
      configFile,
      swaps.reduce((config, [from, to]) => config.replace(from, to(ports)), original),
    );
    return await behindCaddy(app, ports, configFile, importBytes, importLimit);
  } finally {
    app.server.closeAllConnections();
    await new Promise((resolve) => app.server.close(resolve));
  }
}

async function behindCaddy(app, { app: appPort, caddy: caddyPort }, configFile, importBytes, importLimit) {
  const caddy = spawn('caddy', ['run', '--adapter', 'caddyfile', '--config', configFile], {
    env: caddyEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  caddy.stdout.on('data', (chunk) => (log += chunk));
  caddy.stderr.on('data', (chunk) => (log += chunk));
  const exited = new Promise((resolve) => caddy.once('close', resolve));
  caddy.once('error', (error) => (log += `\n${error.message}`));
  try {
    const deadline = Date.now() + CADDY_START_TIMEOUT_MS;
    for (;;) {
      const answer = await rawRequest(caddyPort, { path: '/api/v1/health/ready' }).catch(() => null);
      if (answer?.status === 200) break;
      if (caddy.exitCode !== null) fail(`Caddy exited (${caddy.exitCode}):\n${log.slice(-3000)}`);
      if (Date.now() > deadline)
        fail(`Caddy did not serve within ${CADDY_START_TIMEOUT_MS / 1000} s:\n${log.slice(-3000)}`);
      await sleep(100);
    }
    const problems = [];
    const lastSeen = (pathname) => app.seen.findLast((request) => request.url.split('?')[0] === pathname);

    await rawRequest(caddyPort, { path: '/echo', headers: { 'x-forwarded-for': '203.0.113.9' } });
    const echoed = lastSeen('/echo')?.headers ?? {};
    if (echoed['x-forwarded-for'] !== '127.0.0.1')
      problems.push(
        `X-Forwarded-For reached the app as "${echoed['x-forwarded-for']}", not the client's address alone (TRUST_PROXY=1 needs one hop)`,
      );
    if (echoed['x-forwarded-proto'] !== 'http' || echoed['x-forwarded-host'] !== `127.0.0.1:${caddyPort}`)
      problems.push(
        `X-Forwarded-Proto/-Host reached the app as ${echoed['x-forwarded-proto']} ${echoed['x-forwarded-host']}`,
      );

    for (const metricsPath of ['/metrics', '/metrics/', '/metrics?x=1']) {
      const metrics = await rawRequest(caddyPort, { path: metricsPath });
      if (metrics.status !== 404)
        problems.push(`GET ${metricsPath} through Caddy answered ${metrics.status}, not 404`);
    }
    if (app.seen.some((request) => request.url.startsWith('/metrics')))
      problems.push('a /metrics request reached the app through Caddy');

    const page = await rawRequest(caddyPort, {
      path: '/page',
      headers: { 'accept-encoding': 'zstd, br, gzip' },
    });
    if (page.headers['content-encoding'] !== 'br' || sha(page.body) !== sha(app.precompressed))
      problems.push(
        `a response the app compressed (br) came out as ${page.headers['content-encoding']}, ${page.body.length} bytes instead of ${app.precompressed.length}: compressed twice`,
      );

    const list = await rawRequest(caddyPort, {
      path: '/api/v1/list',
      headers: { 'accept-encoding': 'gzip' },
    });
    if (list.headers['content-encoding'] !== 'gzip' || gunzipSync(list.body).toString() !== app.json)
      problems.push(
        `plain JSON from the app came out as ${list.headers['content-encoding'] ?? 'uncompressed'}`,
      );

    const upload = await rawRequest(caddyPort, {
      method: 'POST',
      path: '/api/v1/imports',
      headers: { 'content-type': 'text/csv', 'content-length': importBytes },
      body: Buffer.alloc(importBytes, 'a'),
    });
    const received = lastSeen('/api/v1/imports')?.bytes;
    if (upload.status !== 200 || received !== importBytes)
      problems.push(
        `a ${importLimit} MiB import body answered ${upload.status}; the app received ${received ?? 'nothing'} of ${importBytes} bytes`,
      );

    const secrets = {
      'the X-Api-Key header': `sk_deploych_${'k'.repeat(43)}`,
      "the feed's token": `feedtoken${'t'.repeat(30)}`,
      'the session cookie': `cookiesecret${'c'.repeat(30)}`,
      'the Authorization header': `authsecret${'a'.repeat(30)}`,
    };
    await rawRequest(caddyPort, {
      path: `/api/v1/feed.csv?token=${secrets["the feed's token"]}`,
      headers: {
        'x-api-key': secrets['the X-Api-Key header'],
        cookie: `sid=${secrets['the session cookie']}`,
        authorization: `Bearer ${secrets['the Authorization header']}`,
      },
    });
    const logged = Date.now() + 5_000;
    while (!log.includes('/api/v1/feed.csv') && Date.now() < logged) await sleep(100);
    if (!log.includes('/api/v1/feed.csv')) problems.push('no access log line for a proxied request');
    for (const [what, secret] of Object.entries(secrets))
      if (log.includes(secret)) problems.push(`the access log shows ${what}`);

    if (problems.length > 0) fail(problems.join('\n'));
    return `Caddy on 127.0.0.1:${caddyPort} in front of 127.0.0.1:${appPort}`;
  } finally {
    caddy.kill('SIGTERM');
    await Promise.race([exited, sleep(5_000).then(() => caddy.kill('SIGKILL'))]);
  }
}

// ---------------------------------------------------------------------------------------------

try {
  console.info('Deployment files (deploy/, docs/deploy.md):');
  await check('deploy/env.example lists exactly what env.ts reads', checkEnvExample);
  await check('deploy/env.example: each empty value is refused at start', checkEmptyValuesAreRefused);
  await check('deploy/build.env.example lists exactly what site.ts reads', checkBuildEnvExample);
  await check('systemd-analyze verify of the units', checkUnitsVerify);
  await check(`systemd-analyze security of the services (exposure ≤ ${MAX_EXPOSURE})`, checkUnitsSecurity);
  await check('the units, env file and Caddyfile agree with the app', checkAgreement);
  await check('caddy validate and caddy fmt of deploy/Caddyfile (offline)', checkCaddyValidate);
  await check('deploy/Caddyfile in front of a stand-in app', checkCaddyInFront);
} finally {
  rmSync(work, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.error(`\n${failures.length} deployment check(s) failed: ${failures.join('; ')}.`);
  process.exitCode = 1;
} else {
  console.info(
    '\nEvery deployment check passed. Not checked here: see the top of scripts/check-deploy-files.mjs.',
  );
}
