import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom's tests only (the web-dom project): matchers such as toBeInTheDocument, and an empty
// document after each test. Registered after vitest.setup.ts's check, so it runs before it.
afterEach(() => cleanup());
