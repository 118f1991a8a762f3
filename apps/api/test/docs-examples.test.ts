import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { MESSAGES, pullApiExamples, type PullApiExamples } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_API_KEY, useTestApp } from './helpers.js';

const run = promisify(execFile);

/** Whether a command-line tool is installed, so an example is skipped only when it cannot run. */
function hasTool(command: string, args: string[] = ['--version']): Promise<boolean> {
  return run(command, args, { timeout: 20_000 }).then(
    () => true,
    () => false,
  );
}
const [hasPython, hasJavac, hasJavaRuntime] = await Promise.all([
  hasTool('python3'),
  hasTool('javac', ['-version']),
  hasTool('java', ['-version']),
]);
const hasJava = hasJavac && hasJavaRuntime;

/**
 * docs/product.md §13: the /docs page's examples must work verbatim against a running server.
 * Each is written to a file exactly as the page shows it and run with its own tool.
 */
const t = useTestApp({ leadCount: 50 });
let dir = '';
let examples: PullApiExamples;

beforeAll(async () => {
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  examples = pullApiExamples(address, DEMO_API_KEY);
  dir = await mkdtemp(join(tmpdir(), 'docs-examples-'));
});
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

function expectDemoLeads(stdout: string) {
  const body = JSON.parse(stdout) as { message: string; result: { lead_name: string }[] };
  expect(body.message).toBe(MESSAGES.fetched);
  expect(body.result).toHaveLength(3);
  for (const lead of body.result) expect(lead.lead_name).toMatch(/\w+ \w+/);
}

describe('the /docs request examples, run verbatim', () => {
  it('cURL', async () => {
    const file = join(dir, 'pull-leads.sh');
    await writeFile(file, examples.curl);
    const { stdout } = await run('sh', [file], { timeout: 30_000 });
    expectDemoLeads(stdout);
  });

  it('Node', async () => {
    const file = join(dir, 'pull-leads.mjs');
    await writeFile(file, examples.node);
    const { stdout } = await run(process.execPath, [file], { timeout: 30_000 });
    expectDemoLeads(stdout);
  });

  it.skipIf(!hasPython)('Python (standard library only)', async () => {
    const file = join(dir, 'pull_leads.py');
    await writeFile(file, examples.python);
    const { stdout } = await run('python3', [file], { timeout: 30_000 });
    expectDemoLeads(stdout);
  });

  it.skipIf(!hasJava)(
    'Java (single-file program)',
    async () => {
      const javaDir = join(dir, 'java');
      await mkdir(javaDir, { recursive: true });
      const file = join(javaDir, 'Main.java');
      await writeFile(file, examples.java);
      const { stdout } = await run('java', [file], { timeout: 90_000, cwd: javaDir });
      expectDemoLeads(stdout);
    },
    120_000,
  );
});
