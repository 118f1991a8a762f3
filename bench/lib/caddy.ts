import { request } from 'node:https';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sleep, spawnDetached, type BenchProcess } from './processes.js';

const START_TIMEOUT_MS = 30_000;

/**
 * The API behind Caddy as deploy/Caddyfile puts it in production: TLS, HTTP/2, `encode zstd gzip`,
 * `reverse_proxy` to the API. Caddy's own local CA signs the certificate (`tls internal`), which the
 * bench's browser is told to accept; nothing is installed in the machine's trust store. On
 * 127.0.0.1 only, with its data in a folder of its own that `stop` removes.
 */
export async function startCaddyFront(options: {
  port: number;
  upstream: string;
  logDir: string;
}): Promise<BenchProcess & { origin: string }> {
  const work = mkdtempSync(path.join(tmpdir(), 'bench-caddy-'));
  const config = path.join(work, 'Caddyfile');
  const origin = `https://127.0.0.1:${options.port}`;
  writeFileSync(
    config,
    [
      '{',
      '\tadmin off',
      '\tskip_install_trust',
      '\tlocal_certs',
      `\tstorage file_system ${path.join(work, 'data')}`,
      '}',
      `${origin} {`,
      '\tbind 127.0.0.1',
      '\ttls internal',
      '\tencode zstd gzip',
      `\treverse_proxy ${new URL(options.upstream).host}`,
      '}',
      '',
    ].join('\n'),
  );
  const logFile = path.join(options.logDir, 'caddy.log');
  const proc = spawnDetached('caddy', ['run', '--adapter', 'caddyfile', '--config', config], {
    logFile,
    env: { XDG_DATA_HOME: path.join(work, 'xdg-data'), XDG_CONFIG_HOME: path.join(work, 'xdg-config') },
  });
  const stop = async () => {
    await proc.stop();
    rmSync(work, { recursive: true, force: true });
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  // Asked for over TLS without checking the certificate: only whether Caddy answers for the API yet.
  const health = () =>
    new Promise<number>((resolve) => {
      const asked = request(`${origin}/api/v1/health`, { rejectUnauthorized: false }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      asked.on('error', () => resolve(0));
      asked.end();
    });
  while ((await health()) !== 200) {
    if (proc.child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`Caddy did not serve ${origin} within ${START_TIMEOUT_MS / 1000} s; see ${logFile}`);
    }
    await sleep(100);
  }
  return { ...proc, origin, stop };
}
