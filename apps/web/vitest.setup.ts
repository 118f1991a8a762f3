import { afterEach, beforeEach } from 'vitest';

/**
 * A console.error during a test is a bug the test should have caught: React's warnings (act, keys,
 * invalid DOM nesting) and our own error logs land there. Installed before each test, after
 * `restoreMocks` has run, and checked after it, so an error thrown inside React's own reporting
 * cannot hide it. A test that expects an error silences it with its own spy.
 */
const originalError = console.error;
let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  console.error = (...args: unknown[]) => {
    errors.push(args);
    originalError(...args);
  };
});

// Runs after vitest.setup.dom.ts's cleanup (after-hooks run in reverse order), as React's unmount
// warnings land in console.error too.
afterEach(() => {
  console.error = originalError;
  if (errors.length > 0) {
    const first = errors[0]!.map(String).join(' ');
    throw new Error(`console.error was called ${errors.length} time(s) during the test; first: ${first}`);
  }
});
