import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom's tests only (the web-dom project): matchers such as toBeInTheDocument, and an empty
// document after each test. Registered after vitest.setup.ts's check, so it runs before it.
afterEach(() => cleanup());

// findBy* and waitFor wait for their condition up to 10 s instead of 1 s: `npm test` runs these
// files beside four browser-test workers on two cores, where a render can take many times its usual
// time (a 0.9 s test once took 16.8 s).
configure({ asyncUtilTimeout: 10_000 });
