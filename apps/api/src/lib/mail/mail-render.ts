import type { ReactNode } from 'react';
import type { Mail, MailBlock, MailBrand, RenderedMail } from './mail.js';

/*
 * Both parts of a mail from its blocks. The text part is written here line by line (not derived
 * from the HTML), so it reads as a person would write it; the HTML part is react-email's
 * components in one layout, rendered to static markup without a browser. React and the
 * components load on the first mail, not at start-up.
 */

const URL_PATTERN = /(https?:\/\/[^\s)]+)/g;

const isParagraph = (block: MailBlock): block is string => typeof block === 'string';

function checkMail(mail: Mail): void {
  if (mail.unconfirmed && mail.greeting !== undefined)
    throw new Error(`The ${mail.template} mail goes to an unconfirmed address: it may not greet by name.`);
  if (mail.blocks.length === 0) throw new Error(`The ${mail.template} mail says nothing.`);
}

function footerLines(mail: Mail, brand: MailBrand): string[] {
  return [
    `${brand.brandName} · ${brand.appUrl}`,
    `Questions? Write to ${brand.supportEmail}.`,
    ...(brand.companyAddress ? [brand.companyAddress] : []),
    ...(mail.settings ? [`${mail.settings.label}: ${mail.settings.url}`] : []),
  ];
}

function blockText(block: MailBlock): string {
  if (isParagraph(block)) return block;
  if ('button' in block) return `${block.button}: ${block.url}`;
  if ('facts' in block) {
    const width = Math.max(...block.facts.map(([label]) => label.length));
    return block.facts.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value}`).join('\n');
  }
  if ('list' in block) return block.list.map((item) => `- ${item}`).join('\n');
  return block.small;
}

/** The plain-text part. */
export function renderMailText(mail: Mail, brand: MailBrand): string {
  checkMail(mail);
  const body = [...(mail.greeting ? [mail.greeting] : []), ...mail.blocks.map(blockText)];
  return `${body.join('\n\n')}\n\n--\n${footerLines(mail, brand).join('\n')}\n`;
}

const COLORS = { text: '#1f2933', muted: '#52606d', line: '#e4e7eb', brand: '#0b5cad', page: '#f5f7fa' };
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** The HTML part: the same blocks in the brand's layout. */
export async function renderMailHtml(mail: Mail, brand: MailBrand): Promise<string> {
  checkMail(mail);
  const { h, Fragment, renderToStaticMarkup, c } = await renderer();
  const linked = (text: string): ReactNode[] =>
    text
      .split(URL_PATTERN)
      .map((part, i) =>
        i % 2 === 1 ? h(c.Link, { key: i, href: part, style: { color: COLORS.brand } }, part) : part,
      );
  const paragraph = { fontSize: '16px', lineHeight: '24px', color: COLORS.text, margin: '0 0 16px' };
  const blockHtml = (block: MailBlock, key: number): ReactNode => {
    if (isParagraph(block)) return h(c.Text, { key, style: paragraph }, ...linked(block));
    if ('button' in block)
      return h(
        c.Section,
        { key, style: { margin: '8px 0 24px' } },
        h(
          c.Button,
          {
            href: block.url,
            style: {
              backgroundColor: COLORS.brand,
              color: '#ffffff',
              borderRadius: '6px',
              padding: '12px 20px',
              fontSize: '16px',
              fontWeight: 600,
              textDecoration: 'none',
            },
          },
          block.button,
        ),
      );
    if ('facts' in block)
      return h(
        'table',
        {
          key,
          role: 'presentation',
          cellPadding: 0,
          cellSpacing: 0,
          style: { width: '100%', borderCollapse: 'collapse', margin: '0 0 16px' },
        },
        h(
          'tbody',
          null,
          ...block.facts.map(([label, value], i) =>
            h(
              'tr',
              { key: i },
              h(
                'td',
                {
                  style: { padding: '6px 0', borderBottom: `1px solid ${COLORS.line}`, color: COLORS.muted },
                },
                label,
              ),
              h(
                'td',
                {
                  style: {
                    padding: '6px 0',
                    borderBottom: `1px solid ${COLORS.line}`,
                    textAlign: 'right',
                    color: COLORS.text,
                    fontWeight: 600,
                  },
                },
                value,
              ),
            ),
          ),
        ),
      );
    if ('list' in block)
      return h(
        'ul',
        { key, style: { ...paragraph, paddingLeft: '20px' } },
        ...block.list.map((item, i) => h('li', { key: i, style: { margin: '0 0 6px' } }, ...linked(item))),
      );
    return h(
      c.Text,
      { key, style: { fontSize: '13px', lineHeight: '20px', color: COLORS.muted } },
      ...linked(block.small),
    );
  };
  const preview = mail.preview ?? mail.blocks.find(isParagraph) ?? mail.subject;
  const small = { fontSize: '12px', lineHeight: '18px', color: COLORS.muted, margin: '0 0 4px' };
  const tree = h(
    c.Html,
    { lang: 'en' },
    h(c.Head, null, h('title', null, mail.subject)),
    h(c.Preview, null, preview.slice(0, 140)),
    h(
      c.Body,
      { style: { backgroundColor: COLORS.page, fontFamily: FONT, margin: 0, padding: '24px 0' } },
      h(
        c.Container,
        {
          style: {
            backgroundColor: '#ffffff',
            border: `1px solid ${COLORS.line}`,
            borderRadius: '8px',
            padding: '32px',
            maxWidth: '560px',
          },
        },
        h(
          c.Text,
          { style: { fontSize: '20px', fontWeight: 700, color: COLORS.brand, margin: '0 0 24px' } },
          brand.brandName,
        ),
        mail.greeting ? h(c.Text, { style: paragraph }, mail.greeting) : h(Fragment, null),
        ...mail.blocks.map(blockHtml),
        h(c.Hr, { style: { borderColor: COLORS.line, margin: '24px 0 16px' } }),
        h(
          c.Text,
          { style: small },
          h(c.Link, { href: brand.appUrl, style: { color: COLORS.muted } }, brand.brandName),
          ' · Questions? Write to ',
          h(
            c.Link,
            { href: `mailto:${brand.supportEmail}`, style: { color: COLORS.muted } },
            brand.supportEmail,
          ),
          '.',
        ),
        brand.companyAddress ? h(c.Text, { style: small }, brand.companyAddress) : h(Fragment, null),
        mail.settings
          ? h(
              c.Text,
              { style: small },
              h(c.Link, { href: mail.settings.url, style: { color: COLORS.muted } }, mail.settings.label),
            )
          : h(Fragment, null),
      ),
    ),
  );
  return `<!DOCTYPE html>${renderToStaticMarkup(tree)}`;
}

/** React and the components, imported once on the first mail (like the ZIP data, a load-once cache). */
let loaded: ReturnType<typeof loadRenderer> | undefined;
const renderer = () => (loaded ??= loadRenderer());

async function loadRenderer() {
  const [react, server, html, head, body, container, section, text, button, link, hr, preview] =
    await Promise.all([
      import('react'),
      import('react-dom/server'),
      import('@react-email/html'),
      import('@react-email/head'),
      import('@react-email/body'),
      import('@react-email/container'),
      import('@react-email/section'),
      import('@react-email/text'),
      import('@react-email/button'),
      import('@react-email/link'),
      import('@react-email/hr'),
      import('@react-email/preview'),
    ]);
  const c = {
    Html: html.Html,
    Head: head.Head,
    Body: body.Body,
    Container: container.Container,
    Section: section.Section,
    Text: text.Text,
    Button: button.Button,
    Link: link.Link,
    Hr: hr.Hr,
    Preview: preview.Preview,
  };
  return {
    h: react.createElement,
    Fragment: react.Fragment,
    renderToStaticMarkup: server.renderToStaticMarkup,
    c,
  };
}

/** Both parts, as the outbox keeps them. */
export async function renderMail(mail: Mail, brand: MailBrand): Promise<RenderedMail> {
  return {
    to: mail.to,
    template: mail.template,
    subject: mail.subject,
    text: renderMailText(mail, brand),
    html: await renderMailHtml(mail, brand),
  };
}

/**
 * Many mails rendered a batch of `size` at a time, each batch handed to `onBatch` as it is ready
 * (the outbox writes one while the next renders); here or in the render thread
 * (render-mails.worker.ts), alike.
 */
export async function renderMailsInBatches(
  mails: readonly Mail[],
  brand: MailBrand,
  size: number,
  onBatch: (rendered: RenderedMail[]) => void,
): Promise<void> {
  for (let i = 0; i < mails.length; i += size) {
    const rendered: RenderedMail[] = [];
    for (const mail of mails.slice(i, i + size)) rendered.push(await renderMail(mail, brand));
    onBatch(rendered);
  }
}
