import { createTransport } from 'nodemailer';

/** One message as the transport sends it: both parts, from our sender. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** The outbox row's id, as a header a bounce or a support question can be traced by. */
  reference: string;
}

/** Sends a message for real, answering the server's Message-ID (docs/product.md §11). */
export interface MailTransport {
  readonly name: string;
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

/** `smtp://user:pass@host:587` as nodemailer's options: STARTTLS on smtp, TLS from the start on smtps. */
export function smtpOptionsOf(url: string) {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, ''),
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    ...(parsed.username
      ? { auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } }
      : {}),
    // A mail server that does not answer must not hold a job worker for minutes.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  };
}

/** SMTP through nodemailer, from `smtp://user:pass@host:587` (STARTTLS) or `smtps://…:465`. */
export function createSmtpTransport(url: string): MailTransport {
  const transporter = createTransport(smtpOptionsOf(url));
  return {
    name: 'smtp',
    async send(mail) {
      const info = await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        headers: { 'X-SellerSignal-Message': mail.reference },
      });
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}
