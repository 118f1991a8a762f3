import type { FastifyInstance } from 'fastify';
import { registerWebApp } from '../src/http/web.js';

/**
 * Serves a web build on `app` as app.ts does for a page (anything the routes do not answer), with a
 * plain 404 for the rest, and readies it: for the tests of how the API sends the build's documents.
 */
export async function serveWebBuild(app: FastifyInstance, webDist: string): Promise<FastifyInstance> {
  const web = await registerWebApp(app, webDist);
  app.setNotFoundHandler(async (request, reply) => {
    if (await web.servePage(reply, request.url.split('?')[0] ?? '/')) return reply;
    return reply.code(404).send({ message: 'No such data' });
  });
  await app.ready();
  return app;
}
