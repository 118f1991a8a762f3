import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A received mail as the browser tests read it: the envelope, the headers that matter and both parts. */
export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  messageId: string | null;
  headers: Record<string, string>;
  text: string;
  html: string;
  receivedAt: string;
}

/**
 * A real SMTP server on 127.0.0.1 that the API under test sends every mail to (SMTP_URL), as a
 * mail provider would receive it: each message is parsed and written as JSON into `dir`, where
 * the tests in their worker processes read it (tests/mail-helpers.ts).
 */
export async function startMailCatcher(port: number, dir: string) {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          const caught: CaughtMail = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: mail.subject ?? '',
            messageId: mail.messageId ?? null,
            headers: Object.fromEntries(
              [...mail.headers].map(([name, value]) => [
                name,
                typeof value === 'string' ? value : JSON.stringify(value),
              ]),
            ),
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            receivedAt: new Date().toISOString(),
          };
          count += 1;
          await writeFile(path.join(dir, `${Date.now()}-${count}.json`), JSON.stringify(caught));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
