import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DownloadCsvButton } from './download-csv-button';

function renderButton() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DownloadCsvButton leadType="premium" />
    </QueryClientProvider>,
  );
}

describe('the CSV download with a CRM format (18.5)', () => {
  it('offers each CRM and previews its columns before anything downloads', () => {
    renderButton();
    const format = screen.getByLabelText('Format');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Standard CSV',
      'Go High Level',
      'REsimpli',
      'Podio',
      'Follow Up Boss',
    ]);
    expect(screen.getByText(/^Preview the \d+ columns$/)).toBeTruthy();
    fireEvent.change(format, { target: { value: 'resimpli' } });
    expect(screen.getByText(/Leads import: the property address apart from the seller/)).toBeTruthy();
    expect(screen.getByText(/^First Name · Last Name · Property Address · Property City/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
  });
});
