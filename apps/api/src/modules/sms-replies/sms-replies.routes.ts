import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { isTwilioSignatureValid } from '../../lib/twilio-signature.js';
import { applySmsReply, helpReply } from './sms-replies.service.js';

export const TWILIO_INBOUND_PATH = '/api/v1/sms/twilio-inbound';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/**
 * POST /api/v1/sms/twilio-inbound: the texts people send to our number, as Twilio's messaging
 * webhook posts them (form-encoded), answered in TwiML. Only requests Twilio signed with the
 * account's auth token are read; anything else is 403 and changes nothing.
 */
export async function smsRepliesRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.post(TWILIO_INBOUND_PATH, async (request, reply) => {
      if (!ctx.twilioAuthToken) throw new AppError('NOT_FOUND', 'Twilio is not configured.');
      const params = (request.body ?? {}) as Record<string, string>;
      // Twilio signs the URL it was given: ours, as APP_URL names it, whatever proxies are in between.
      const url = `${ctx.config.appUrl}${request.url}`;
      const signature = request.headers['x-twilio-signature'];
      if (
        !isTwilioSignatureValid(
          ctx.twilioAuthToken,
          url,
          params,
          Array.isArray(signature) ? signature[0] : signature,
        )
      )
        throw new AppError('FORBIDDEN', 'The Twilio signature is missing or invalid.');
      if (!params.From) throw new AppError('VALIDATION', 'From is missing.');
      const outcome = await applySmsReply(ctx, params.From, params.Body ?? '');
      request.log.info({ outcome }, 'inbound text');
      const message = outcome === 'help' ? `<Message>${escapeXml(helpReply(ctx))}</Message>` : '';
      return reply
        .header('content-type', 'text/xml; charset=utf-8')
        .send(`<?xml version="1.0" encoding="UTF-8"?><Response>${message}</Response>`);
    });
  });
}
