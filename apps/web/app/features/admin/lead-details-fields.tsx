import { LEAD_CONDITIONS, LEAD_OCCUPANCIES, LEAD_SOURCES, equityOf } from '@app/shared';
import { useEffect, useState, type ReactNode } from 'react';
import type { FieldErrors, UseFormRegister, UseFormWatch } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '../../components/form-controls';
import { formatMoney } from '../../lib/format-money';
import { choiceText, percentText } from '../../lib/lead-details-text';
import {
  LEAD_DETAIL_FIELDS,
  hasLeadDetails,
  optionalBoolean,
  optionalDollars,
  optionalNumber,
  optionalText,
  type LeadFormInput,
} from './lead-form-values';

interface LeadDetailsFieldsProps {
  register: UseFormRegister<LeadFormInput>;
  watch: UseFormWatch<LeadFormInput>;
  errors: FieldErrors<LeadFormInput>;
  /** The form's starting values: a lead that already has details opens with them shown. */
  defaultValues: Partial<LeadFormInput> | undefined;
}

/** The inputs of this group: the form opens it when one of them holds an error. */
const DETAIL_ERROR_KEYS = [...LEAD_DETAIL_FIELDS, 'consent'] as const;

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-brand-900">{title}</legend>
      {children}
    </fieldset>
  );
}

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Equity as the team types the value and the balance, worked out as the server will (never stored). */
function EquityPreview({ watch }: { watch: UseFormWatch<LeadFormInput> }) {
  const value = watch('estimated_value');
  const balance = watch('mortgage_balance');
  const { equity, equity_percent } = equityOf(
    isAmount(value) ? value : null,
    isAmount(balance) ? balance : null,
  );
  return (
    <p aria-live="polite" className="text-sm text-slate-700 sm:col-span-2">
      {equity === null ? (
        'Equity is worked out once both the value and the mortgage balance are known.'
      ) : (
        <>
          Equity: <strong className="text-ink">{formatMoney(equity)}</strong>
          {equity_percent !== null && <> ({percentText(equity_percent)} of the value)</>}
          {equity < 0 && <strong className="text-red-800"> · underwater</strong>}
        </>
      )}
    </p>
  );
}

/**
 * Issue 18.3: what the seller said about the house and the call, all optional. Before purchase
 * buyers see only the size, condition, occupancy and the value and equity as bands; the seller's
 * e-mail, notes, recording and consent reach only those who own the lead.
 */
export function LeadDetailsFields({ register, watch, errors, defaultValues }: LeadDetailsFieldsProps) {
  const [isOpen, setIsOpen] = useState(() => hasLeadDetails(defaultValues));
  const hasDetailErrors = DETAIL_ERROR_KEYS.some((key) => errors[key] !== undefined);
  // An error under a closed group would be invisible: open it.
  useEffect(() => {
    if (hasDetailErrors) setIsOpen(true);
  }, [hasDetailErrors]);

  return (
    <details
      open={isOpen}
      onToggle={(event) => setIsOpen(event.currentTarget.open)}
      className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      <summary className="cursor-pointer text-sm font-bold uppercase tracking-wide text-slate-600">
        Property and seller details (optional)
      </summary>
      <p className="mt-2 text-sm text-slate-700">
        Buyers see the size, condition, occupancy, and the value and equity as ranges before they buy. The
        seller&apos;s e-mail, your notes, the recording and the consent record go only to those who own the
        lead.
      </p>
      <div className="mt-4 space-y-6">
        <Group title="The house">
          <TextField
            label="Bedrooms"
            type="number"
            min={0}
            step={1}
            error={errors.bedrooms?.message}
            {...register('bedrooms', { setValueAs: optionalNumber })}
          />
          <TextField
            label="Bathrooms"
            type="number"
            min={0}
            step={0.25}
            hint="Halves and quarters count: 2.5, 1.75"
            error={errors.bathrooms?.message}
            {...register('bathrooms', { setValueAs: optionalNumber })}
          />
          <TextField
            label="Square feet"
            type="number"
            min={0}
            error={errors.square_feet?.message}
            {...register('square_feet', { setValueAs: optionalNumber })}
          />
          <TextField
            label="Lot size (sq ft)"
            type="number"
            min={0}
            error={errors.lot_size_sqft?.message}
            {...register('lot_size_sqft', { setValueAs: optionalNumber })}
          />
          <TextField
            label="Year built"
            type="number"
            min={1700}
            max={2100}
            error={errors.year_built?.message}
            {...register('year_built', { setValueAs: optionalNumber })}
          />
          <SelectField
            label="Condition"
            error={errors.condition?.message}
            {...register('condition', { setValueAs: optionalText })}
          >
            <option value="">Not known</option>
            {LEAD_CONDITIONS.map((condition) => (
              <option key={condition} value={condition}>
                {choiceText(condition)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Occupancy"
            error={errors.occupancy?.message}
            {...register('occupancy', { setValueAs: optionalText })}
          >
            <option value="">Not known</option>
            {LEAD_OCCUPANCIES.map((occupancy) => (
              <option key={occupancy} value={occupancy}>
                {choiceText(occupancy)}
              </option>
            ))}
          </SelectField>
        </Group>

        <Group title="The money (US dollars)">
          <TextField
            label="Estimated value"
            inputMode="numeric"
            autoComplete="off"
            error={errors.estimated_value?.message}
            {...register('estimated_value', { setValueAs: optionalDollars })}
          />
          <TextField
            label="Mortgage balance"
            inputMode="numeric"
            autoComplete="off"
            hint="0 when the house is owned free and clear"
            error={errors.mortgage_balance?.message}
            {...register('mortgage_balance', { setValueAs: optionalDollars })}
          />
          <EquityPreview watch={watch} />
          <TextField
            label="Asking price"
            inputMode="numeric"
            autoComplete="off"
            error={errors.asking_price?.message}
            {...register('asking_price', { setValueAs: optionalDollars })}
          />
        </Group>

        <Group title="The seller and the call">
          <TextField
            label="Seller e-mail"
            type="email"
            autoComplete="off"
            error={errors.seller_email?.message}
            {...register('seller_email', { setValueAs: optionalText })}
          />
          <SelectField
            label="Lead source"
            error={errors.source?.message}
            {...register('source', { setValueAs: optionalText })}
          >
            <option value="">Not known</option>
            {LEAD_SOURCES.map((source) => (
              <option key={source} value={source}>
                {choiceText(source)}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Call recording URL"
            type="url"
            autoComplete="off"
            hint="An https:// link to the audio file"
            error={errors.call_recording_url?.message}
            {...register('call_recording_url', { setValueAs: optionalText })}
          />
          <SelectField
            label="Do-Not-Call check"
            error={errors.dnc?.message}
            {...register('dnc', { setValueAs: optionalBoolean })}
          >
            <option value="">Not checked</option>
            <option value="true">On a DNC list</option>
            <option value="false">Clear</option>
          </SelectField>
          <div className="sm:col-span-2">
            <TextAreaField
              label="Seller notes"
              rows={4}
              hint="What the seller said on the call. Up to 2,000 characters."
              error={errors.seller_notes?.message}
              {...register('seller_notes', { setValueAs: optionalText })}
            />
          </div>
        </Group>

        <Group title="Consent to be contacted">
          <p className="-mt-1 text-sm text-slate-700 sm:col-span-2">
            Leave all four empty when there is no record. Once one is filled in, the words and the time are
            required.
          </p>
          <div className="sm:col-span-2">
            <TextAreaField
              label="Consent text"
              rows={3}
              hint="The words the seller agreed to"
              error={errors.consent?.text?.message}
              {...register('consent.text')}
            />
          </div>
          <TextField
            label="Captured at (Central time)"
            type="datetime-local"
            error={errors.consent?.captured_at?.message}
            {...register('consent.captured_at')}
          />
          <TextField
            label="IP address"
            autoComplete="off"
            error={errors.consent?.ip?.message}
            {...register('consent.ip')}
          />
          <div className="sm:col-span-2">
            <TextField
              label="Certificate ID"
              autoComplete="off"
              hint="A TrustedForm or Jornaya certificate, its ID or link"
              error={errors.consent?.certificate_id?.message ?? errors.consent?.message}
              {...register('consent.certificate_id')}
            />
          </div>
        </Group>
      </div>
    </details>
  );
}
