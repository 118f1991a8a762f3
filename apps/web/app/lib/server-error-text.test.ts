import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { fieldErrorText, serverErrorText } from './server-error-text';

describe('serverErrorText', () => {
  it('prefers the field error, then the detail, then the message', () => {
    const invalid = new ApiError(400, 'Failed to edit data', 'Invalid request body', [
      { path: 'body.email', message: 'Enter a valid email address' },
    ]);
    expect(serverErrorText(invalid, 'x')).toBe('Enter a valid email address');
    expect(
      serverErrorText(
        new ApiError(429, 'Failed to edit data', 'Too many requests. Try again in 60 seconds.'),
        'x',
      ),
    ).toBe('Too many requests. Try again in 60 seconds.');
    expect(serverErrorText(new ApiError(500, 'Error'), 'x')).toBe('Error');
  });

  it('falls back for anything that is not an API error', () => {
    expect(serverErrorText(new TypeError('boom'), 'Please try again.')).toBe('Please try again.');
  });
});

describe('fieldErrorText', () => {
  it('finds the message of one body field', () => {
    const error = new ApiError(400, 'Failed to add data', 'Invalid request body', [
      { path: 'body.name', message: 'Full name is required' },
    ]);
    expect(fieldErrorText(error, 'name')).toBe('Full name is required');
    expect(fieldErrorText(error, 'email')).toBeUndefined();
  });
});
