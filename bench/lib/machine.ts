import { readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import pg from 'pg';

export interface Machine {
  cpuModel: string;
  cores: number;
  memoryGb: number;
  node: string;
  postgres: string;
}

function cpuModel(): string {
  const cpuinfo = readFileSync('/proc/cpuinfo', 'utf8');
  return /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1]?.trim() ?? cpus()[0]?.model ?? 'unknown';
}

async function postgresVersion(adminUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    return `PostgreSQL ${rows[0]?.server_version ?? 'unknown'}`;
  } catch (error) {
    return `PostgreSQL unreachable (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function describeMachine(adminUrl: string): Promise<Machine> {
  return {
    cpuModel: cpuModel(),
    cores: cpus().length,
    memoryGb: totalmem() / 1024 ** 3,
    node: process.version,
    postgres: await postgresVersion(adminUrl),
  };
}

/** The 1-minute load average: how busy the machine was (other work skews throughput, less so CPU/request). */
export const loadAverage = () => loadavg()[0]!.toFixed(2);
