import type { adminLeadSchema } from '@app/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-client';
import { LeadForm } from './lead-form';
import { leadToFormValues, toUpdateLeadBody, type LeadFormValues } from './lead-form-values';

const lead: z.infer<typeof adminLeadSchema> = {
  _id: '6f1c1f0e-8a51-4b4e-9a55-0a4f1c2b3d4e',
  lead_name: 'Harold Jensen',
  lead_phone: '+14025550171',
  property_type: 'Single Family',
  listed: false,
  reason: 'Inherited property',
  lead_type: 'premium',
  selling_timeline: 'ASAP',
  address_line_1: '7719 Pacific St',
  city: 'Omaha',
  state: 'NE',
  ZIP: '68114',
  price: null,
  status: 'published',
  buyers_count: 0,
  max_buyers: 3,
  publish_at: null,
  published_at: null,
  expires_at: null,
  county: 'Douglas County, NE',
  seller_email: 'harold.jensen@example.com',
  bedrooms: 3,
  bathrooms: 2,
  square_feet: null,
  lot_size_sqft: null,
  year_built: null,
  estimated_value: 200_000,
  mortgage_balance: 230_000,
  equity: -30_000,
  equity_percent: -15,
  asking_price: null,
  condition: 'fair',
  occupancy: 'tenant',
  seller_notes: null,
  call_recording_url: null,
  source: 'inbound',
  consent: null,
  dnc: true,
};

function renderEditForm(onSubmit: (values: LeadFormValues) => Promise<unknown>) {
  render(
    <LeadForm
      mode="edit"
      defaultValues={leadToFormValues(lead)}
      submitLabel="Save changes"
      pendingLabel="Saving..."
      onSubmit={onSubmit}
    />,
  );
}

describe('the lead form’s details', () => {
  it('opens with the details the lead has, equity worked out, and clears what the team empties', async () => {
    const onSubmit = vi.fn<(values: LeadFormValues) => Promise<unknown>>().mockResolvedValue(undefined);
    renderEditForm(onSubmit);
    expect(screen.getByLabelText('Bedrooms')).toBeVisible();
    expect(screen.getByLabelText('Bedrooms')).toHaveValue(3);
    expect(screen.getByLabelText('Do-Not-Call check')).toHaveValue('true');
    expect(screen.getByLabelText('Condition')).toHaveValue('fair');
    expect(screen.getByText(/\(−15% of the value\)/)).toBeInTheDocument();
    expect(screen.getByText('· underwater')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Bedrooms'));
    await user.selectOptions(screen.getByLabelText('Do-Not-Call check'), 'Not checked');
    await user.clear(screen.getByLabelText('Mortgage balance'));
    await user.type(screen.getByLabelText('Mortgage balance'), '150,000');
    expect(screen.getByText(/Equity:/)).toHaveTextContent('Equity: $50,000 (25% of the value)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const body = toUpdateLeadBody(lead, onSubmit.mock.calls[0]![0]);
    expect(body).toMatchObject({
      bedrooms: null,
      dnc: null,
      bathrooms: 2,
      mortgage_balance: 150_000,
      condition: 'fair',
      seller_email: 'harold.jensen@example.com',
    });
    expect(body.consent).toBeUndefined();
  });

  it('puts the server’s errors under the detail inputs, consent included', async () => {
    renderEditForm(() =>
      Promise.reject(
        new ApiError(400, 'Check the highlighted fields.', undefined, [
          { path: 'body.consent.text', message: 'consent.text is required' },
          { path: 'body.square_feet', message: 'square_feet must be at least 100' },
        ]),
      ),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('consent.text is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Consent text')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Square feet')).toHaveAccessibleDescription(
      'square_feet must be at least 100',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
