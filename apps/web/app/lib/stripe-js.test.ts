import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StripeClient, StripeConstructor } from './stripe-js';

const SRC = 'https://js.stripe.com/v3/';
const stripeScripts = () => document.querySelectorAll<HTMLScriptElement>(`script[src="${SRC}"]`);

/** A fresh copy of the module: the loader remembers its script and clients for the whole visit. */
const freshLoader = () => import('./stripe-js');

/** What Stripe's CDN does when the script arrives: define window.Stripe, then fire `load`. */
function arrive(script: HTMLScriptElement, Stripe: StripeConstructor = vi.fn(() => ({}) as StripeClient)) {
  window.Stripe = Stripe;
  script.dispatchEvent(new Event('load'));
  return Stripe;
}

describe('Stripe.js loader (docs/product.md §7: the card provider script loads from its public CDN)', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => {
    delete window.Stripe;
    stripeScripts().forEach((script) => script.remove());
    vi.useRealTimers();
  });

  it('injects one async script tag from js.stripe.com, however many callers ask', async () => {
    const { loadStripeJs } = await freshLoader();
    const first = loadStripeJs();
    const second = loadStripeJs();
    expect(stripeScripts()).toHaveLength(1);
    const script = stripeScripts()[0]!;
    expect(script.src).toBe(SRC);
    expect(script.async).toBe(true);
    expect(script.parentElement).toBe(document.head);

    const Stripe = arrive(script);
    await expect(first).resolves.toBe(Stripe);
    await expect(second).resolves.toBe(Stripe);
    await loadStripeJs();
    expect(stripeScripts()).toHaveLength(1);
  });

  it('initialises Stripe(publishableKey) once per key and reuses the client', async () => {
    const { loadStripe } = await freshLoader();
    const client = { elements: vi.fn() } as unknown as StripeClient;
    const Stripe = vi.fn(() => client);
    const pending = loadStripe('pk_test_123');
    arrive(stripeScripts()[0]!, Stripe);

    await expect(pending).resolves.toBe(client);
    await expect(loadStripe('pk_test_123')).resolves.toBe(client);
    expect(Stripe).toHaveBeenCalledTimes(1);
    expect(Stripe).toHaveBeenCalledWith('pk_test_123');
  });

  it('does not inject anything when Stripe.js is already on the page', async () => {
    const { loadStripeJs } = await freshLoader();
    const Stripe = vi.fn(() => ({}) as StripeClient);
    window.Stripe = Stripe;
    await expect(loadStripeJs()).resolves.toBe(Stripe);
    expect(stripeScripts()).toHaveLength(0);
  });

  it('rejects when the script cannot be fetched, removes the tag, and fetches it again on the next try', async () => {
    const { loadStripeJs, StripeLoadError } = await freshLoader();
    const failed = loadStripeJs();
    stripeScripts()[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toBeInstanceOf(StripeLoadError);
    expect(stripeScripts()).toHaveLength(0);

    const retried = loadStripeJs();
    expect(stripeScripts()).toHaveLength(1);
    const Stripe = arrive(stripeScripts()[0]!);
    await expect(retried).resolves.toBe(Stripe);
  });

  it('rejects when the script loads but defines no window.Stripe (blocked or tampered with)', async () => {
    const { loadStripeJs, StripeLoadError } = await freshLoader();
    const pending = loadStripeJs();
    stripeScripts()[0]!.dispatchEvent(new Event('load'));
    await expect(pending).rejects.toBeInstanceOf(StripeLoadError);
  });

  it('gives up after the timeout when the network never answers', async () => {
    vi.useFakeTimers();
    const { loadStripeJs, StripeLoadError } = await freshLoader();
    const pending = loadStripeJs(5_000);
    const outcome = expect(pending).rejects.toBeInstanceOf(StripeLoadError);
    vi.advanceTimersByTime(5_000);
    await outcome;
    expect(stripeScripts()).toHaveLength(0);
  });

  it('refuses to start without a publishable key, and reports a key Stripe.js rejects', async () => {
    const { loadStripe, StripeLoadError } = await freshLoader();
    await expect(loadStripe('')).rejects.toBeInstanceOf(StripeLoadError);
    expect(stripeScripts()).toHaveLength(0);

    window.Stripe = () => {
      throw new Error('You should not use your secret key with Stripe.js.');
    };
    await expect(loadStripe('sk_test_oops')).rejects.toThrow(/secret key/);
  });
});
