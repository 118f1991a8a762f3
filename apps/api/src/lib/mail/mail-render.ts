import type { ReactNode } from 'react';
import type { Mail, MailBlock, MailBrand, RenderedMail } from './mail.js';

/*
 * Both parts of a mail from its blocks. The text part is written here line by line (not derived
 * from the HTML), so it reads as a person would write it; the HTML part is react-email's
 * components in one layout, rendered to static markup without a browser (once per shape of mail,
 * below). React and the components load on the first mail, not at start-up.
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

/**
 * A mail's words as the HTML layout places them: each paragraph already split into its text and
 * its links (odd parts are URLs), the preview cut to its length, the brand's lines beside them.
 * The layout (`layoutOf`) reads only this, so that it can be rendered once with stand-ins in place
 * of the words (`compiledLayout`) and filled in for every mail of the same shape.
 */
interface MailView {
  subject: string;
  preview: string;
  greeting: string | null;
  blocks: ViewBlock[];
  settings: { label: string; url: string } | null;
  brandName: string;
  appUrl: string;
  supportEmail: string;
  companyAddress: string | null;
}

type ViewBlock =
  | { paragraph: string[] }
  | { button: string; url: string }
  | { facts: Array<[string, string]> }
  | { list: string[][] }
  | { small: string[] };

const linkedParts = (text: string): string[] => text.split(URL_PATTERN);

function viewOf(mail: Mail, brand: MailBrand): MailView {
  const preview = mail.preview ?? mail.blocks.find(isParagraph) ?? mail.subject;
  return {
    subject: mail.subject,
    preview: preview.slice(0, 140),
    greeting: mail.greeting || null,
    blocks: mail.blocks.map((block): ViewBlock => {
      if (isParagraph(block)) return { paragraph: linkedParts(block) };
      if ('button' in block) return { button: block.button, url: block.url };
      if ('facts' in block) return { facts: block.facts.map(([label, value]) => [label, value]) };
      if ('list' in block) return { list: block.list.map(linkedParts) };
      return { small: linkedParts(block.small) };
    }),
    settings: mail.settings ? { label: mail.settings.label, url: mail.settings.url } : null,
    brandName: brand.brandName,
    appUrl: brand.appUrl,
    supportEmail: brand.supportEmail,
    companyAddress: brand.companyAddress || null,
  };
}

/** The brand's layout of a mail's view, as react-email's components. */
function layoutOf(
  view: MailView,
  { h, Fragment, c }: Renderer,
  preview: ReactNode = h(c.Preview, null, view.preview),
): ReactNode {
  const linked = (parts: string[]): ReactNode[] =>
    parts.map((part, i) =>
      i % 2 === 1 ? h(c.Link, { key: i, href: part, style: { color: COLORS.brand } }, part) : part,
    );
  const paragraph = { fontSize: '16px', lineHeight: '24px', color: COLORS.text, margin: '0 0 16px' };
  const blockHtml = (block: ViewBlock, key: number): ReactNode => {
    if ('paragraph' in block) return h(c.Text, { key, style: paragraph }, ...linked(block.paragraph));
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
  const small = { fontSize: '12px', lineHeight: '18px', color: COLORS.muted, margin: '0 0 4px' };
  return h(
    c.Html,
    { lang: 'en' },
    h(c.Head, null, h('title', null, view.subject)),
    preview,
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
          view.brandName,
        ),
        view.greeting ? h(c.Text, { style: paragraph }, view.greeting) : h(Fragment, null),
        ...view.blocks.map(blockHtml),
        h(c.Hr, { style: { borderColor: COLORS.line, margin: '24px 0 16px' } }),
        h(
          c.Text,
          { style: small },
          h(c.Link, { href: view.appUrl, style: { color: COLORS.muted } }, view.brandName),
          ' · Questions? Write to ',
          h(
            c.Link,
            { href: `mailto:${view.supportEmail}`, style: { color: COLORS.muted } },
            view.supportEmail,
          ),
          '.',
        ),
        view.companyAddress ? h(c.Text, { style: small }, view.companyAddress) : h(Fragment, null),
        view.settings
          ? h(
              c.Text,
              { style: small },
              h(c.Link, { href: view.settings.url, style: { color: COLORS.muted } }, view.settings.label),
            )
          : h(Fragment, null),
      ),
    ),
  );
}

/** The HTML part: the same blocks in the brand's layout. */
export async function renderMailHtml(mail: Mail, brand: MailBrand): Promise<string> {
  checkMail(mail);
  const view = viewOf(mail, brand);
  const r = await renderer();
  if (!linksAreWeb(view)) return reactHtmlOf(view, r);
  return fill(compiledLayout(view, r), view, r);
}

/** What React writes for a view: the reference the compiled layouts are tested against. */
export async function renderMailHtmlWithReact(mail: Mail, brand: MailBrand): Promise<string> {
  checkMail(mail);
  return reactHtmlOf(viewOf(mail, brand), await renderer());
}

const reactHtmlOf = (view: MailView, r: Renderer, preview?: ReactNode) =>
  `<!DOCTYPE html>${r.renderToStaticMarkup(layoutOf(view, r, preview))}`;

/*
 * Compiled layouts. React renders a mail's HTML in 0.1 to 0.25 ms of CPU, and a publish sends a
 * thousand alert mails at once (issue 24.3). Each shape of mail (which blocks, how many links and
 * list items, whether it greets, whether the brand has an address) is rendered by React once, with
 * numbered stand-ins where its words go; every mail of that shape is then that markup with its
 * words written in, escaped as React escapes them: React's output, byte for byte
 * (mail-render.test.ts), in about a fifth of the time. The preview, which react-email pads to 150
 * characters, has its own markup per length. The stand-ins are control characters that no markup
 * of the layout contains; a mail's words are only placed, never searched. A view with a link that
 * is not http(s) or mailto (React rewrites `javascript:` ones) is rendered by React itself.
 */

/** Markup with holes: `parts[0]`, the word `holes[0]` escaped, `parts[1]`, ..., the last part. */
interface CompiledLayout {
  parts: string[];
  holes: number[];
}

/** A numbered stand-in for a word; in a layout, also the one for the whole preview. */
// eslint-disable-next-line no-control-regex -- the stand-ins are control characters on purpose.
const HOLE = /\u0001(\d+)\u0002|\u0004/g;
const PREVIEW_HOLE = '\u0004';
/** The hole of a layout where the preview goes, written by its own compiled markup. */
const PREVIEW = -1;
/** More shapes than alerts and account mails make; past it the cache starts again. */
const MAX_LAYOUTS = 500;
const layouts = new Map<string, CompiledLayout>();
/** react-email pads the preview to 150 characters: its markup per length, before and after the text. */
const previews = new Map<number, readonly [string, string]>();

/**
 * The view with each of its words (all but the preview) replaced by `word(it)`, always in the same
 * order: the stand-ins are numbered in it, and a mail's words are read back in it.
 */
function mapWords(view: MailView, word: (text: string) => string): MailView {
  return {
    subject: word(view.subject),
    preview: view.preview,
    greeting: view.greeting ? word(view.greeting) : null,
    blocks: view.blocks.map((block): ViewBlock => {
      if ('paragraph' in block) return { paragraph: block.paragraph.map((part) => word(part)) };
      if ('button' in block) return { button: word(block.button), url: word(block.url) };
      if ('facts' in block) return { facts: block.facts.map(([label, value]) => [word(label), word(value)]) };
      if ('list' in block) return { list: block.list.map((item) => item.map((part) => word(part))) };
      return { small: block.small.map((part) => word(part)) };
    }),
    settings: view.settings ? { label: word(view.settings.label), url: word(view.settings.url) } : null,
    brandName: word(view.brandName),
    appUrl: word(view.appUrl),
    supportEmail: word(view.supportEmail),
    companyAddress: view.companyAddress ? word(view.companyAddress) : null,
  };
}

/** The same view with each word replaced by its numbered stand-in (the preview by none). */
function standInsOf(view: MailView): MailView {
  let n = 0;
  return { ...mapWords(view, () => `\u0001${n++}\u0002`), preview: '' };
}

/** The view's words, numbered as their stand-ins are. */
function wordsOf(view: MailView): string[] {
  const words: string[] = [];
  mapWords(view, (text) => {
    words.push(text);
    return text;
  });
  return words;
}

/** Markup split at its stand-ins. */
function holesOf(markup: string): CompiledLayout {
  const parts: string[] = [];
  const holes: number[] = [];
  let last = 0;
  for (const match of markup.matchAll(HOLE)) {
    parts.push(markup.slice(last, match.index));
    holes.push(match[1] === undefined ? PREVIEW : Number(match[1]));
    last = match.index + match[0].length;
  }
  parts.push(markup.slice(last));
  return { parts, holes };
}

function compiledLayout(view: MailView, r: Renderer): CompiledLayout {
  const standIns = standInsOf(view);
  const key = JSON.stringify(standIns);
  const known = layouts.get(key);
  if (known) return known;
  const layout = holesOf(reactHtmlOf(standIns, r, PREVIEW_HOLE));
  if (layouts.size >= MAX_LAYOUTS) layouts.clear();
  layouts.set(key, layout);
  return layout;
}

/** The preview's markup for this text: its one word's stand-in is as long as the text. */
function previewHtml(text: string, r: Renderer): string {
  let compiled = previews.get(text.length);
  if (!compiled) {
    const markup = r.renderToStaticMarkup(r.h(r.c.Preview, null, '\u0001'.repeat(text.length)));
    const at = text.length === 0 ? markup.length : markup.indexOf('\u0001');
    compiled = [markup.slice(0, at), markup.slice(at + text.length)] as const;
    previews.set(text.length, compiled);
  }
  return compiled[0] + escapeLikeReact(text) + compiled[1];
}

function fill(layout: CompiledLayout, view: MailView, r: Renderer): string {
  const words = wordsOf(view);
  let html = layout.parts[0]!;
  for (let i = 0; i < layout.holes.length; i++) {
    const hole = layout.holes[i]!;
    html +=
      (hole === PREVIEW ? previewHtml(view.preview, r) : escapeLikeReact(words[hole]!)) +
      layout.parts[i + 1]!;
  }
  return html;
}

const ESCAPED: Record<string, string> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
};
const TO_ESCAPE = /["&'<>]/g;
/** React's escaping of text and attribute values. */
const escapeLikeReact = (text: string) => text.replace(TO_ESCAPE, (char) => ESCAPED[char]!);

const WEB_LINK = /^(https?:|mailto:)/i;
/** Whether every link of the view is one React writes as given. */
function linksAreWeb(view: MailView): boolean {
  const links = [view.appUrl, ...(view.settings ? [view.settings.url] : [])];
  for (const block of view.blocks) {
    if ('paragraph' in block) links.push(...block.paragraph.filter((_, i) => i % 2 === 1));
    else if ('button' in block) links.push(block.url);
    else if ('list' in block)
      for (const item of block.list) links.push(...item.filter((_, i) => i % 2 === 1));
    else if ('small' in block) links.push(...block.small.filter((_, i) => i % 2 === 1));
  }
  return links.every((link) => WEB_LINK.test(link));
}

/** React and the components, imported once on the first mail (like the ZIP data, a load-once cache). */
let loaded: ReturnType<typeof loadRenderer> | undefined;
const renderer = () => (loaded ??= loadRenderer());

/** Loads React and the components ahead of the first mail (EmailPort.warmUp). */
export const loadMailRenderer = async (): Promise<void> => void (await renderer());

type Renderer = Awaited<ReturnType<typeof loadRenderer>>;

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
