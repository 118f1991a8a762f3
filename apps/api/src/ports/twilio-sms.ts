import { SmsOptedOutError, type SmsPort } from './sms.js';

/** Twilio's "Attempt to send to unsubscribed recipient": the number replied STOP. */
const TWILIO_OPTED_OUT = 21610;

const TWILIO_BASE_URL = 'https://api.twilio.com';
const REQUEST_TIMEOUT_MS = 15_000;
/** A Messaging Service SID: Twilio then picks the sender from the service's pool. */
const MESSAGING_SERVICE_SID = /^MG[0-9a-fA-F]{32}$/;

export interface TwilioSmsOptions {
  accountSid: string;
  authToken: string;
  /** The sending number in E.164, or a Messaging Service SID (MG…). */
  from: string;
  /** Where the API lives; only tests point it elsewhere (a local stand-in server). */
  baseUrl?: string;
}

/**
 * The Twilio adapter of the SMS port (docs/product.md §11), on the documented REST API: one
 * form-encoded POST per text, authenticated with the account SID and auth token.
 * https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource
 */
export function createTwilioSms(options: TwilioSmsOptions): SmsPort {
  const { accountSid, authToken, from } = options;
  if (!accountSid || !authToken || !from)
    throw new Error('createTwilioSms: accountSid, authToken and from are required');
  const baseUrl = (options.baseUrl ?? TWILIO_BASE_URL).replace(/\/+$/, '');
  const url = `${baseUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const senderField = MESSAGING_SERVICE_SID.test(from) ? 'MessagingServiceSid' : 'From';

  return {
    name: 'twilio',
    async send(message) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            Authorization: authorization,
            Accept: 'application/json',
            'Content-Type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({ To: message.to, [senderField]: from, Body: message.body }),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        const reason =
          error instanceof Error && error.name === 'TimeoutError'
            ? 'did not answer in time'
            : 'could not be reached';
        throw new Error(`Twilio ${reason}`, { cause: error });
      }
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      const failure: unknown = await response.json().catch(() => null);
      if ((failure as { code?: unknown } | null)?.code === TWILIO_OPTED_OUT)
        throw new SmsOptedOutError(message.to);
      throw new Error(`Twilio refused the text: ${describeFailure(response.status, failure)}`);
    },
  };
}

/** Twilio errors are `{ code, message, more_info, status }`; the code is looked up in Twilio's error dictionary. */
function describeFailure(status: number, payload: unknown): string {
  const { code, message } = (payload ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' && message ? message : 'no error message';
  return typeof code === 'number' ? `${text} (error ${code}, HTTP ${status})` : `${text} (HTTP ${status})`;
}
