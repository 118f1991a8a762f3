import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { applyServerFieldErrors, fieldOfErrorPath, formErrorAfterFields } from './apply-field-errors';

describe('server field errors', () => {
  it('maps API paths to form fields', () => {
    expect(fieldOfErrorPath('body.reason')).toBe('reason');
    expect(fieldOfErrorPath('body.evidence_file.type')).toBe('evidence_file');
  });
  it('puts each error under its field and returns the rest', () => {
    const setError = vi.fn();
    const error = new ApiError(400, 'Failed to add data', undefined, [
      { path: 'body.reason', message: 'reason must be one of: Duplicate' },
      { path: 'body.purchase_id', message: 'Must be a valid id' },
    ]);
    expect(applyServerFieldErrors(error, setError, ['reason'])).toEqual(['Must be a valid id']);
    expect(setError).toHaveBeenCalledWith('reason', {
      type: 'server',
      message: 'reason must be one of: Duplicate',
    });
  });
  it('shows a form-level sentence only when something is not under a field', () => {
    const allShown = new ApiError(400, 'Failed to add data', undefined, [
      { path: 'body.amount', message: 'The smallest top-up is $10' },
    ]);
    expect(formErrorAfterFields(allShown, [], 'fallback')).toBeNull();
    expect(
      formErrorAfterFields(new ApiError(402, 'Failed to add data', 'No card on file'), [], 'fallback'),
    ).toBe('No card on file');
    expect(formErrorAfterFields(new Error('x'), [], 'fallback')).toBe('fallback');
  });
});
