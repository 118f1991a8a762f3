import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export const GHL_STAND_IN_LOCATION_ID = 've9EPM428h8vShlRW1KT';
const LOCATION_ID = GHL_STAND_IN_LOCATION_ID;

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

type Reply = { status: number; body: unknown; headers?: Record<string, string> };

/** A local stand-in for services.leadconnectorhq.com that answers as the v2 contacts API documents. */
export async function startFakeGoHighLevel() {
  const requests: RecordedRequest[] = [];
  const replies: { upsert: Reply[]; note: Reply[] } = { upsert: [], note: [] };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const recorded = {
        method: req.method ?? '',
        path: req.url ?? '/',
        headers: req.headers,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      requests.push(recorded);
      const isUpsert = recorded.path === '/contacts/upsert';
      const reply = isUpsert
        ? (replies.upsert.shift() ?? {
            status: 200,
            body: {
              new: true,
              contact: { id: 'ocQHyuzHvysMo5N5VsXc', locationId: LOCATION_ID },
              traceId: 'trace-1',
            },
          })
        : (replies.note.shift() ?? {
            status: 201,
            body: { note: { id: 'note-1', body: (recorded.body as { body?: string }).body } },
          });
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    requests,
    replies,
    baseUrl: `http://127.0.0.1:${port}`,
    reset() {
      requests.length = 0;
      replies.upsert.length = 0;
      replies.note.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
