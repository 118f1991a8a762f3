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
  const replies: { upsert: Reply[]; note: Reply[]; pipelines: Reply[] } = {
    upsert: [],
    note: [],
    pipelines: [],
  };
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
      const isPipelines = recorded.path.startsWith('/opportunities/pipelines');
      const reply = isPipelines
        ? (replies.pipelines.shift() ?? {
            status: 200,
            body: {
              pipelines: [
                {
                  id: 'VDm7RPYC2GLUvdpKmBfC',
                  name: 'Sellers',
                  locationId: LOCATION_ID,
                  stages: [
                    { id: 'e93ba61a-53b3-45e7-985a-c7732dbcdb69', name: 'New lead', position: 0 },
                    { id: '7915dedc-8f18-44d5-8bc3-77c04e994a10', name: 'Offer sent', position: 1 },
                  ],
                },
              ],
            },
          })
        : isUpsert
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
      replies.pipelines.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
