import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom's tests only (the web-dom project): matchers such as toBeInTheDocument, and an empty
// document after each test. Registered after vitest.setup.ts's check, so it runs before it.
afterEach(() => cleanup());

// findBy* and waitFor wait for their condition up to 5 s instead of 1 s: `npm test` runs these
// files beside the browser tests on two cores, where a render can take longer than a second.
configure({ asyncUtilTimeout: 5_000 });
