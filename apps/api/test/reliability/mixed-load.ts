import { setTimeout as sleep } from 'node:timers/promises';
import { CUSTOMER_PASSWORD } from '../helpers.js';
import type { ApiAnswer, ApiProcess, ApiRequest } from './api-process.js';

export type CallKind = 'read' | 'login' | 'contact' | 'top-up' | 'exclusive' | 'premium';

/** What a write must leave behind if it was acknowledged. */
export type WriteKey =
  | { kind: 'contact'; message: string }
  | { kind: 'top-up'; userId: string; amountCents: number }
  | { kind: 'sale'; userId: string; leadId: string }
  | { kind: 'login'; cookie?: string };

export interface Call {
  kind: CallKind;
  sentAt: number;
  answeredAt?: number;
  answer?: ApiAnswer;
  /** The connection failed (the API process is expected to stay up: never). */
  error?: string;
  write?: WriteKey;
}

export interface LoadBuyer {
  id: string;
  /** Signs in with CUSTOMER_PASSWORD. */
  email: string;
  cookie: string;
}

export interface LoadResources {
  buyers: LoadBuyer[];
  /** One per exclusive buy: a lead is never tried twice, so a 409 can only mean a bug. */
  exclusiveLeadIds: string[];
  premiumLeadIds: string[];
}

/** 20 slots of the mix: public reads dominate, then the contact form, top-ups, sales and logins. */
const MIX: CallKind[] = [
  'read',
  'contact',
  'read',
  'top-up',
  'read',
  'exclusive',
  'read',
  'contact',
  'premium',
  'read',
  'read',
  'top-up',
  'contact',
  'read',
  'exclusive',
  'read',
  'login',
  'contact',
  'premium',
  'top-up',
];
const MAX_IN_FLIGHT = 100;
const TOP_UP_BASE_CENTS = 1_000;

/**
 * An open-loop mixed load at a fixed rate (a request every `intervalMs`, whatever the answers):
 * real users keep clicking while the database is away. Each write carries a unique key (message
 * text, top-up amount in cents, lead) so its presence can be checked afterwards.
 */
export function startMixedLoad(api: ApiProcess, resources: LoadResources, intervalMs: number) {
  const calls: Call[] = [];
  const inFlight = new Set<Promise<void>>();
  const counters = { exclusive: 0, premium: 0, skipped: 0 };
  let isRunning = true;

  const plan = (n: number): { kind: CallKind; request: ApiRequest; write?: WriteKey } => {
    const kind = MIX[n % MIX.length]!;
    const buyer = resources.buyers[n % resources.buyers.length]!;
    switch (kind) {
      case 'read':
        return n % 2
          ? { kind, request: { path: `leads/get-marketplace-leads-unauthorized?page=${(n % 5) + 1}` } }
          : { kind, request: { path: 'plan/getplans?plan_occurance=monthly' } };
      case 'login': {
        // The buyers sign in in turn, so one account signs in every MIX.length × buyers requests (4 s
        // at 25 ms). The login throttle counts an attempt before its password is checked, so five
        // sign-ins of one account in flight at once make the sixth wait, as it should for guesses:
        // one account signing in every 500 ms got a 429 once, in a full reliability run on a slow
        // machine.
        const account = resources.buyers[Math.floor(n / MIX.length) % resources.buyers.length]!;
        return {
          kind,
          request: { path: 'auth/login', body: { email: account.email, password: CUSTOMER_PASSWORD } },
          write: { kind: 'login' },
        };
      }
      case 'contact': {
        const message = `Load test message ${n}: please call me about selling my house.`;
        return {
          kind,
          request: {
            path: 'contact/create-contact-message',
            body: { name: 'Load Test', email: `load-${n}@example.com`, message },
          },
          write: { kind: 'contact', message },
        };
      }
      case 'top-up': {
        const amountCents = TOP_UP_BASE_CENTS + n;
        return {
          kind,
          request: {
            path: 'wallet/create-top-up',
            cookie: buyer.cookie,
            body: { amount: amountCents / 100 },
            headers: { 'idempotency-key': `load-top-up-${n}` },
          },
          write: { kind: 'top-up', userId: buyer.id, amountCents },
        };
      }
      case 'exclusive':
      case 'premium': {
        const pool = kind === 'exclusive' ? resources.exclusiveLeadIds : resources.premiumLeadIds;
        const leadId = pool[counters[kind]++ % pool.length]!;
        return {
          kind,
          request: {
            path: kind === 'exclusive' ? 'leads/buy-exclusive-lead' : 'leads/take-premium-lead',
            cookie: buyer.cookie,
            body: { lead_id: leadId },
          },
          write: { kind: 'sale', userId: buyer.id, leadId },
        };
      }
    }
  };

  const send = async (n: number) => {
    const { kind, request, write } = plan(n);
    const call: Call = { kind, sentAt: Date.now(), ...(write ? { write } : {}) };
    calls.push(call);
    try {
      call.answer = await api.request(request);
      if (write?.kind === 'login') write.cookie = sessionCookieOf(call.answer);
    } catch (error) {
      call.error = (error as Error).message;
    }
    call.answeredAt = Date.now();
  };

  const startedAt = Date.now();
  const loop = (async () => {
    for (let n = 0; isRunning; n++) {
      if (inFlight.size >= MAX_IN_FLIGHT) counters.skipped++;
      else {
        const pending = send(n).finally(() => inFlight.delete(pending));
        inFlight.add(pending);
      }
      // Paced from the start, so timer drift does not lower the rate.
      await sleep(Math.max(0, startedAt + (n + 1) * intervalMs - Date.now()));
    }
  })();

  return {
    calls,
    counters,
    /** Stops sending and waits for every answer. */
    async stop() {
      isRunning = false;
      await loop;
      await Promise.all(inFlight);
      return calls;
    },
  };
}

function sessionCookieOf(answer: ApiAnswer): string | undefined {
  const header = answer.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header ? [header] : [];
  const sid = cookies.map((c) => c.split(';')[0]!).find((c) => c.startsWith('sid='));
  return sid && sid !== 'sid=' ? sid : undefined;
}
