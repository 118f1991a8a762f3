/**
 * A mail as its module writes it: who, which kind, and what it says as a few blocks. The outbox
 * renders both parts from it (mail-render.ts): the plain text, word for word what the blocks say,
 * and the HTML through react-email's components in one brand layout. Modules never write HTML.
 */

/** One part of a mail's body. */
export type MailBlock =
  /** A paragraph. Links written in it (https://…) become links in the HTML part. */
  | string
  /** The one thing to do: a button in HTML, "Label: url" in the text part. */
  | { readonly button: string; readonly url: string }
  /** Label and value pairs: amounts of a receipt, what a decision credited. */
  | { readonly facts: ReadonlyArray<readonly [label: string, value: string]> }
  /** A bulleted list (the leads of an alert). */
  | { readonly list: readonly string[] }
  /** Small print under the rest. */
  | { readonly small: string };

export interface Mail {
  to: string;
  /** A stable name for the kind of mail, e.g. 'verify-email'; the outbox is filtered by it. */
  template: string;
  subject: string;
  /** The line mail clients show beside the subject; the first paragraph when absent. */
  preview?: string;
  /**
   * "Hi Ana," for members. A mail to an address nobody has confirmed carries none of the
   * requester's words, not even a name (docs/product.md §15): such mails set `unconfirmed`,
   * and rendering refuses a greeting on them.
   */
  greeting?: string;
  unconfirmed?: boolean;
  blocks: readonly MailBlock[];
  /**
   * Where the reader turns this kind of mail off, for mails the law expects it on (alerts,
   * newsletters, notices that are not about a payment or the account's safety).
   */
  settings?: { readonly label: string; readonly url: string };
}

/** What every mail's frame says: who we are and how to reach us (from configuration). */
export interface MailBrand {
  brandName: string;
  supportEmail: string;
  appUrl: string;
  /** The company's postal address, one line; commercial mail must carry one (CAN-SPAM). */
  companyAddress: string | null;
}

/** The rendered mail the outbox keeps and the transport sends. */
export interface RenderedMail {
  to: string;
  template: string;
  subject: string;
  text: string;
  html: string;
}
