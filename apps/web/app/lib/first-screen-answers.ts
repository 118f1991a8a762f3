import { FIRST_SCREEN_ANSWERS_ID } from '@app/shared';

/**
 * Issue 24.1: the answers the API painted a page's first screen from (apps/api/src/http/
 * first-screens.ts), written into the page by the address the page's code asks them at. A query
 * that finds its answer here starts with it, so the browser's first render is the HTML's and the
 * request is not made again. Each answer is taken once: a later visit to the page asks the API;
 * after any change (a sign-in or sign-out, any write) none is taken, as it may be out of date or
 * another member's.
 */
let answers: Map<string, unknown> | null = null;

function readAnswers(): Map<string, unknown> {
  const block = globalThis.document?.getElementById(FIRST_SCREEN_ANSWERS_ID);
  if (!block?.textContent) return new Map();
  try {
    const parsed: unknown = JSON.parse(block.textContent);
    return typeof parsed === 'object' && parsed !== null ? new Map(Object.entries(parsed)) : new Map();
  } catch {
    // A page whose block cannot be read asks for its data as any other page does.
    return new Map();
  }
}

/** The answer written into the page for this address, once; undefined when there is none. */
export function takeFirstScreenAnswer(address: string): unknown {
  answers ??= readAnswers();
  const answer = answers.get(address);
  answers.delete(address);
  return answer;
}

/**
 * Where there is no page to read them from, the answers a render is to start with: the API's
 * renderer of first screens (app/first-screens/entry.tsx) gives each render its own, then null
 * (the page's, read when next asked for).
 */
export function provideFirstScreenAnswers(given: Record<string, unknown> | null) {
  answers = given && new Map(Object.entries(given));
}

/** After a change (sign-in, sign-out, any write): an answer written into the page may be out of date. */
export function forgetFirstScreenAnswers() {
  answers = new Map();
}
