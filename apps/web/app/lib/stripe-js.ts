/**
 * Stripe.js, loaded from Stripe's CDN (docs/product.md §7: "a card payment provider's script loads
 * from its public CDN and is initialised with a publishable key"). Stripe requires the script to come
 * from js.stripe.com, never from a bundle, and the card number is typed into Stripe's own iframe,
 * so it never reaches our server: we only ever see the PaymentMethod id.
 *
 * Only the customer area calls this (the card form in Billing, 3-D Secure in the wallet), so a
 * public page never loads a payment script.
 */
export const STRIPE_JS_SRC = 'https://js.stripe.com/v3/';

/** A slow network can leave a script pending for minutes; the card form says so long before. */
const LOAD_TIMEOUT_MS = 20_000;

/** The part of Stripe.js this app uses (https://docs.stripe.com/js), typed by hand to stay small. */
export interface StripeJsError {
  type?: string;
  code?: string;
  /** Written by Stripe for the cardholder, e.g. 'Your card number is incomplete.' */
  message?: string;
}

export interface StripeCardChangeEvent {
  complete: boolean;
  empty: boolean;
  error?: StripeJsError;
}

export interface StripeCardElement {
  mount(domElement: HTMLElement): void;
  on(event: 'change', handler: (event: StripeCardChangeEvent) => void): void;
  on(event: 'ready', handler: () => void): void;
  focus(): void;
  clear(): void;
  destroy(): void;
}

export interface StripeElements {
  create(type: 'card', options?: Record<string, unknown>): StripeCardElement;
}

export interface StripeClient {
  elements(): StripeElements;
  createPaymentMethod(data: {
    type: 'card';
    card: StripeCardElement;
    billing_details?: { name?: string; email?: string };
  }): Promise<{ paymentMethod?: { id: string }; error?: StripeJsError }>;
  confirmCardPayment(
    clientSecret: string,
  ): Promise<{ paymentIntent?: { id: string; status: string }; error?: StripeJsError }>;
}

export type StripeConstructor = (publishableKey: string) => StripeClient;

declare global {
  interface Window {
    Stripe?: StripeConstructor;
  }
}

/** Thrown when the script cannot be fetched or run; the caller shows the "could not load" notice. */
export class StripeLoadError extends Error {
  override readonly name = 'StripeLoadError';
}

let scriptLoad: Promise<StripeConstructor> | null = null;
const clients = new Map<string, StripeClient>();

const stripeScript = () => document.querySelector<HTMLScriptElement>(`script[src="${STRIPE_JS_SRC}"]`);

/**
 * Injects the one async script tag (once, however many callers) and resolves with `window.Stripe`.
 * A failure removes the tag and forgets the attempt, so "Try again" really fetches it again.
 */
export function loadStripeJs(timeoutMs = LOAD_TIMEOUT_MS): Promise<StripeConstructor> {
  if (window.Stripe) return Promise.resolve(window.Stripe);
  scriptLoad ??= new Promise<StripeConstructor>((resolve, reject) => {
    let script = stripeScript();
    if (!script) {
      script = document.createElement('script');
      script.src = STRIPE_JS_SRC;
      script.async = true;
      document.head.append(script);
    }
    const tag = script;
    const fail = (reason: string) => {
      window.clearTimeout(timer);
      tag.remove();
      scriptLoad = null;
      reject(new StripeLoadError(reason));
    };
    const timer = window.setTimeout(() => fail(`Stripe.js did not load within ${timeoutMs} ms`), timeoutMs);
    tag.addEventListener('load', () => {
      window.clearTimeout(timer);
      if (window.Stripe) resolve(window.Stripe);
      else fail('Stripe.js loaded but did not define window.Stripe');
    });
    tag.addEventListener('error', () => fail(`Could not fetch ${STRIPE_JS_SRC}`));
  });
  return scriptLoad;
}

/**
 * Stripe.js, initialised with `Stripe(publishableKey)`. One client per key for the whole visit, as
 * Stripe recommends (its fraud signals follow the client).
 */
export async function loadStripe(publishableKey: string): Promise<StripeClient> {
  if (!publishableKey) throw new StripeLoadError('No Stripe publishable key is configured');
  const cached = clients.get(publishableKey);
  if (cached) return cached;
  const Stripe = await loadStripeJs();
  let client: StripeClient;
  try {
    client = Stripe(publishableKey);
  } catch (error) {
    // Stripe() throws an IntegrationError for a malformed key (a secret key, an empty string).
    throw new StripeLoadError(`Stripe.js refused the publishable key: ${(error as Error).message}`);
  }
  clients.set(publishableKey, client);
  return client;
}
