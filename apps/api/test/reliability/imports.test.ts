import { monitorEventLoopDelay } from 'node:perf_hooks';
import zipcodes from 'zipcodes';
import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, APP_URL, loginAs, useTestApp } from '../helpers.js';

/**
 * Issue 15.16: a 23 MB import preview blocked the event loop for 6 s, so every other request of the
 * instance waited. The file is now read and checked in a worker thread.
 */
const t = useTestApp({ leadCount: 10 });

const HEADER =
  'lead_name,lead_phone,property_type,listed,reason,lead_type,selling_timeline,address_line_1,city,state,zip,price';

function bigCsv(targetBytes: number) {
  const zips = zipcodes
    .lookupByState('TX')
    .filter((z) => z.country === 'US')
    .slice(0, 500);
  const lines = [HEADER];
  let bytes = HEADER.length;
  for (let i = 0; bytes < targetBytes; i++) {
    const zip = zips[i % zips.length]!;
    // Real Texas area codes, so the rows are valid and the duplicate check runs on every one.
    const area = ['214', '281', '512', '713', '737', '817', '832', '915', '972'][i % 9];
    const line = `Seller Number ${i} With A Longer Name,(${area}) ${200 + (Math.floor(i / 10_000) % 700)}-${String(i % 10_000).padStart(4, '0')},Single Family,no,Divorce - needs to sell before the end of the year,premium,ASAP,${i} Bulk Import Road Apartment ${i % 90},${zip.city},TX,${zip.zip},`;
    lines.push(line);
    bytes += line.length + 1;
  }
  return { csv: lines.join('\n'), rows: lines.length - 1 };
}

describe('a 23 MB import preview', () => {
  it('never holds up the event loop long: health keeps answering while the file is checked', async () => {
    const { csv, rows } = bigCsv(23 * 1024 * 1024);
    expect(csv.length).toBeGreaterThan(23 * 1024 * 1024);
    const cookie = await loginAs(t.app, 'admin@sellersignal.io', ADMIN_PASSWORD);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    const healthTimes: number[] = [];
    let previewing = true;
    const pollHealth = async () => {
      while (previewing) {
        const started = performance.now();
        await t.app.inject({ url: '/api/v1/health' });
        healthTimes.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    delay.enable();
    const polling = pollHealth();
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/preview-lead-import',
      headers: { cookie, origin: APP_URL },
      payload: { csv },
    });
    previewing = false;
    await polling;
    delay.disable();
    expect(preview.statusCode).toBe(200);
    expect(preview.json().result.total_rows).toBe(rows);
    const longestBlockMs = delay.max / 1e6;
    const sorted = [...healthTimes].sort((a, b) => a - b);
    const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]!;
    console.info(
      `23 MB preview: ${rows} rows, longest event-loop block ${longestBlockMs.toFixed(0)} ms, ${healthTimes.length} health checks, p99 ${p99.toFixed(1)} ms`,
    );
    expect(healthTimes.length).toBeGreaterThan(20);
    // The body's JSON.parse (one string of 23 MB) still runs on the main thread: tens of ms.
    expect(longestBlockMs).toBeLessThan(400);
    expect(p99).toBeLessThan(400);
  }, 300_000);
});
