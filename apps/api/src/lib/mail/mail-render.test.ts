import { describe, expect, it } from 'vitest';
import { createRandom, type Random } from '../../seed/random.js';
import type { Mail, MailBlock, MailBrand } from './mail.js';
import { renderMailHtml, renderMailHtmlWithReact } from './mail-render.js';

/*
 * The HTML part is written from layouts compiled once per shape of mail (mail-render.ts). What it
 * writes must be, byte for byte, what React writes for the same mail: mails of every shape, with
 * the characters React escapes, links at the edges of paragraphs, empty words, control characters
 * and the stand-ins' own characters in the words, previews of every length.
 */

const brand: MailBrand = {
  brandName: 'SellerSignal',
  supportEmail: 'help@sellersignal.test',
  appUrl: 'https://app.sellersignal.test',
  companyAddress: '100 Market St, Austin, TX 78701',
};

const PIECES = [
  'Houston',
  ' ',
  '',
  '&',
  '<b>',
  '"quoted"',
  "it's",
  '>',
  '\u0001',
  '\u00010\u0002',
  '\u0003\u0003',
  '\u00a0',
  'é',
  '—',
  '🏠',
  '\n',
  '$45',
  '{}',
  'x'.repeat(160),
];
const LINKS = [
  'https://app.sellersignal.test/dashboard/marketplace',
  'https://example.com/a?b=1&c="2"',
  'http://localhost:3000/x',
];

function words(random: Random): string {
  let text = '';
  for (let i = random.int(0, 5); i > 0; i--) text += random.pick(PIECES);
  return text;
}

/** A paragraph, sometimes with links, at its start, its end or side by side. */
function linkedWords(random: Random): string {
  let text = random.chance(0.2) ? `${random.pick(LINKS)} ` : '';
  for (let i = random.int(0, 3); i > 0; i--) {
    text += words(random);
    if (random.chance(0.4)) text += ` ${random.pick(LINKS)}${random.chance(0.5) ? ')' : ' '}`;
  }
  return text;
}

function block(random: Random): MailBlock {
  switch (random.int(0, 4)) {
    case 0:
      return linkedWords(random);
    case 1:
      return { button: words(random), url: random.pick(LINKS) };
    case 2:
      return {
        facts: Array.from({ length: random.int(1, 4) }, () => [words(random), words(random)] as const),
      };
    case 3:
      return { list: Array.from({ length: random.int(0, 5) }, () => linkedWords(random)) };
    default:
      return { small: linkedWords(random) };
  }
}

function mail(random: Random): Mail {
  return {
    to: 'ana@example.com',
    template: 'test',
    subject: words(random),
    ...(random.chance(0.3) ? { preview: words(random) } : {}),
    ...(random.chance(0.7) ? { greeting: words(random) } : {}),
    blocks: Array.from({ length: random.int(1, 6) }, () => block(random)),
    ...(random.chance(0.5) ? { settings: { label: words(random), url: random.pick(LINKS) } } : {}),
  };
}

describe("a mail's HTML part", () => {
  it('is what React writes, for 2,000 mails of every shape', async () => {
    const random = createRandom(243);
    for (let i = 0; i < 2_000; i++) {
      const generated = mail(random);
      const withBrand = i % 3 === 0 ? { ...brand, companyAddress: null } : brand;
      expect(await renderMailHtml(generated, withBrand), JSON.stringify(generated)).toBe(
        await renderMailHtmlWithReact(generated, withBrand),
      );
    }
  });

  it('is what React writes for a preview of every length, the padding included', async () => {
    for (let length = 0; length <= 160; length++) {
      const generated: Mail = {
        to: 'ana@example.com',
        template: 'test',
        subject: 'Preview',
        preview: 'p&'.repeat(length).slice(0, length),
        blocks: ['Hello'],
      };
      expect(await renderMailHtml(generated, brand)).toBe(await renderMailHtmlWithReact(generated, brand));
    }
  });

  it('leaves a link React would rewrite to React (a javascript: URL in a button)', async () => {
    const generated: Mail = {
      to: 'ana@example.com',
      template: 'test',
      subject: 'Careful',
      blocks: [{ button: 'Open', url: 'javascript:alert(1)' }],
    };
    const html = await renderMailHtml(generated, brand);
    expect(html).toBe(await renderMailHtmlWithReact(generated, brand));
    expect(html).not.toContain('href="javascript:alert(1)"');
  });

  it('fills the words of one mail into another of the same shape without mixing them', async () => {
    const shaped = (name: string): Mail => ({
      to: 'ana@example.com',
      template: 'test',
      subject: `${name} subject`,
      greeting: `Hi ${name},`,
      blocks: [`New for ${name}`, { list: [`${name} one`, `${name} two`] }],
    });
    const first = await renderMailHtml(shaped('Ana'), brand);
    const second = await renderMailHtml(shaped('Bo'), brand);
    expect(first).toContain('Hi Ana,');
    expect(second).toContain('Hi Bo,');
    expect(second).not.toContain('Ana');
    expect(second).toBe(await renderMailHtmlWithReact(shaped('Bo'), brand));
  });
});
