import { GHL_EVENTS_PATH, MESSAGES } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { isGhlSignatureValid } from '../../lib/ghl-signature.js';
import { applyGhlStageEvent } from './go-high-level-events.service.js';

/**
 * POST /api/v1/integrations/go-high-level-events: Go High Level's signed OpportunityStageUpdate
 * webhooks (issue 22.3, decision 037). Only a body GHL signed is read: anything else is a 401 and
 * changes nothing. What the event did is answered and logged; every outcome but a malformed body
 * is a 200, since GHL does not send again what it sees refused.
 */
export async function goHighLevelEventsRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(async (scope) => {
    // The signature covers the exact bytes GHL sent, so this route keeps the raw body.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(GHL_EVENTS_PATH, async (request) => {
      if (ctx.ghlWebhookKeys.length === 0)
        throw new AppError('NOT_FOUND', 'Go High Level webhooks are not configured.');
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!isGhlSignatureValid(ctx.ghlWebhookKeys, rawBody, request.headers))
        throw new AppError('UNAUTHENTICATED', 'The Go High Level signature is missing or invalid.');
      const outcome = await applyGhlStageEvent(ctx, rawBody);
      const isUnknown = outcome === 'unknown_stage' || outcome === 'unknown_opportunity';
      request.log[isUnknown ? 'warn' : 'info']({ outcome }, 'go high level stage event');
      return { message: MESSAGES.edited, result: { received: true, outcome } };
    });
  });
}
