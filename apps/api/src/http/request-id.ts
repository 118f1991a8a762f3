import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * A load balancer's or a client's own request id is kept when it is well formed (letters, digits
 * and `._:-`, 8 to 128 characters), so one id follows a request through every hop; anything else
 * (missing, too long, a newline meant to forge log lines) is replaced by a new UUID.
 */
const WELL_FORMED = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && WELL_FORMED.test(sent) ? sent : randomUUID();
}

/** Every answer names its request (issue 17.6), so a customer's report can be found in the log. */
export function registerRequestIdHeader(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
}
