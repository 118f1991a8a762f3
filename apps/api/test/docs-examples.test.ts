import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { generateKeyPairSync, sign } from 'node:crypto';
import {
  GHL_EVENTS_PATH,
  MESSAGES,
  SAMPLE_GHL_STAGE_EVENT,
  SAMPLE_GHL_STAGE_EVENT_ANSWER,
  pullApiExamples,
  statusChangeCurl,
  type PullApiExamples,
} from '@app/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationDeliveries, integrations, leadPurchases, users } from '../src/db/schema/index.js';
import {
  connectGoHighLevel,
  setGoHighLevelStages,
} from '../src/modules/integrations/integrations.service.js';
import { DEMO_EMAIL } from '../src/seed/index.js';
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
let address = '';
let examples: PullApiExamples;

beforeAll(async () => {
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
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

/** The pull API's leads of the demo member, as the examples above read them. */
async function pulledLeads() {
  const answer = await fetch(`${address}/api/v1/leads/get-purchased-premium-leads`, {
    headers: { 'x-api-key': DEMO_API_KEY },
  });
  return ((await answer.json()) as { result: { id: string; pipeline_status: string }[] }).result;
}

describe('the /docs examples of a status coming back (issue 22.3)', () => {
  it('cURL: leads/change-purchased-lead-status moves the lead, and the pull API reads it back', async () => {
    const [lead] = await pulledLeads();
    const file = join(dir, 'change-status.sh');
    await writeFile(file, statusChangeCurl(address, DEMO_API_KEY, lead!.id));
    const { stdout } = await run('sh', [file], { timeout: 30_000 });
    const body = JSON.parse(stdout) as { message: string; result: { lead_id: string; status: string } };
    expect(body.message).toBe(MESSAGES.edited);
    expect(body.result).toMatchObject({ lead_id: lead!.id, status: 'contacted' });
    expect((await pulledLeads()).find((one) => one.id === lead!.id)?.pipeline_status).toBe('contacted');
  });

  it('Go High Level: the sample OpportunityStageUpdate, signed, moves the lead of its contact', async () => {
    // A key pair of the test's own stands in for Go High Level's.
    const ghl = generateKeyPairSync('ed25519');
    t.ctx.ghlWebhookKeys = [ghl.publicKey];
    const [demo] = await t.ctx.db.select().from(users).where(eq(users.email, DEMO_EMAIL));
    await connectGoHighLevel(t.ctx, demo!.id, 'pit-demo-token-123', SAMPLE_GHL_STAGE_EVENT.locationId);
    await setGoHighLevelStages(t.ctx, demo!.id, [
      {
        stage_id: SAMPLE_GHL_STAGE_EVENT.pipelineStageId,
        stage_name: 'Appointment booked',
        status: 'appointment_set',
      },
    ]);
    // The contact Go High Level made when we delivered one of the demo member's leads.
    const [purchase] = await t.ctx.db
      .select()
      .from(leadPurchases)
      .where(
        and(
          eq(leadPurchases.userId, demo!.id),
          isNull(leadPurchases.statusChangedAt),
          isNull(leadPurchases.reversedAt),
        ),
      );
    const [integration] = await t.ctx.db
      .select()
      .from(integrations)
      .where(and(eq(integrations.userId, demo!.id), eq(integrations.kind, 'go_high_level')));
    await t.ctx.db.insert(integrationDeliveries).values({
      integrationId: integration!.id,
      leadPurchaseId: purchase!.id,
      status: 'succeeded',
      ghlContactId: SAMPLE_GHL_STAGE_EVENT.contactId,
    });
    const body = JSON.stringify(SAMPLE_GHL_STAGE_EVENT);
    const answer = await fetch(`${address}${GHL_EVENTS_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-ghl-signature': sign(null, Buffer.from(body), ghl.privateKey).toString('base64'),
      },
      body,
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual(SAMPLE_GHL_STAGE_EVENT_ANSWER);
    expect((await pulledLeads()).find((one) => one.id === purchase!.leadId)?.pipeline_status).toBe(
      'appointment_set',
    );
  });
});
