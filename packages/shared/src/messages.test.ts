import { describe, expect, it } from 'vitest';
import { MESSAGES, UI_TEXT, failureMessageFor } from './messages.js';

describe('the message catalogue of docs/product.md §8', () => {
  it('holds the exact standard texts', () => {
    expect(MESSAGES).toMatchObject({
      added: 'Data added successfully',
      addFailed: 'Failed to add data',
      duplicate: 'Same entry not allowed',
      authSuccess: 'Authentication Successful!',
      checkoutSuccess: 'Checkout Successful!',
      authFailure: 'Login Unsuccessful!',
      fetched: 'Data fetched successfully',
      fetchFailed: 'Failed to fetch data',
      databaseEmpty: 'Database empty',
      notEnoughData: 'Not Enough Data to Fetch',
      edited: 'Data edited successfully',
      editFailed: 'Failed to edit data',
      deleted: 'Data deleted successfully',
      deleteFailed: 'Failed to delete data',
      error: 'Error',
      noSuchData: 'No such data',
    });
  });

  it('names the failure text by HTTP method', () => {
    expect(failureMessageFor('GET')).toBe('Failed to fetch data');
    expect(failureMessageFor('post')).toBe('Failed to add data');
    expect(failureMessageFor('PATCH')).toBe('Failed to edit data');
    expect(failureMessageFor('PUT')).toBe('Failed to edit data');
    expect(failureMessageFor('DELETE')).toBe('Failed to delete data');
  });

  it('holds the user-facing texts word for word', () => {
    expect(UI_TEXT.unsubscribeFailed).toBe('Failed to unsubscribe. Please try again.');
    expect(UI_TEXT.affiliateMissingField).toBe('Please fill in all fields.');
    expect(UI_TEXT.affiliateSucceeded).toBe('Affiliate signup successful! We will contact you soon.');
    expect(UI_TEXT.unexpectedUiAction).toBe('Unexpected action: UI Context');
  });
});
