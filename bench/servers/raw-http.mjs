// The yardstick of the framework-overhead figure: plain node:http answering every request with the
// bytes our API sends for GET /api/v1/health (same body, same headers), so that the CPU difference
// is what Fastify and our hooks cost, not a difference in what is sent. Compiled, as the API it is
// held against runs (bench/lib/servers.ts, ensureApiBuild).
//
//   PORT=5401 node bench/servers/raw-http.mjs
import { createServer } from 'node:http';
import { MESSAGES } from '@app/shared';
import { apiResponseHeaders } from '../../apps/api/dist/http/security-headers.js';

const port = Number(process.env.PORT);
const isProduction = process.env.NODE_ENV === 'production';
const database = process.env.DATABASE_KIND ?? 'postgres';
const headers = {
  ...apiResponseHeaders({ isProduction }),
  'content-type': 'application/json; charset=utf-8',
};

const server = createServer((_request, response) => {
  // Serialised per request, as a route's return value is.
  const body = JSON.stringify({ message: MESSAGES.fetched, result: { status: 'ok', database } });
  response.writeHead(200, { ...headers, 'content-length': Buffer.byteLength(body) });
  response.end(body);
});

server.listen(port, '127.0.0.1', () => console.info(`raw node:http listening on 127.0.0.1:${port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
