import { zodResolver } from '@hookform/resolvers/zod';
import { PROPERTY_TYPES, SELLING_REASONS, SELLING_TIMELINES, US_STATES } from '@app/shared';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  CheckboxField,
  FormAlert,
  SelectField,
  TextField,
  buttonClass,
} from '../../components/form-controls';
import { ApiError } from '../../lib/api-client';
import { serverErrorText } from '../../lib/server-error-text';
import { LeadDetailsFields } from './lead-details-fields';
import {
  leadFormSchema,
  placeServerErrors,
  optionalNumber,
  type LeadFormInput,
  type LeadFormValues,
} from './lead-form-values';
import { PublishChoice } from './publish-choice';
import { adminResolverOptions } from './form-errors';

interface LeadFormProps {
  /** 'create' asks when to publish; 'edit' changes a lead that exists. */
  mode: 'create' | 'edit';
  defaultValues?: Partial<LeadFormInput>;
  submitLabel: string;
  pendingLabel: string;
  /** Resolves when saved; a rejection with an ApiError puts its messages under the fields. */
  onSubmit: (values: LeadFormValues) => Promise<unknown>;
  /** After a successful save: 'reset' empties the form for the next lead. */
  afterSave?: 'reset' | 'keep';
}

const BLANK: Partial<LeadFormInput> = { listed: false, lead_type: 'premium', publish: 'now' };

/** Every field of a lead (docs/product.md §3), with the choices the API accepts as selects. */
export function LeadForm({
  mode,
  defaultValues,
  submitLabel,
  pendingLabel,
  onSubmit,
  afterSave = 'keep',
}: LeadFormProps) {
  const reasonsId = useId();
  const [formError, setFormError] = useState<string[]>([]);
  const { register, handleSubmit, setError, setValue, watch, reset, formState } = useForm<
    LeadFormInput,
    unknown,
    LeadFormValues
  >({
    resolver: zodResolver(leadFormSchema, adminResolverOptions),
    defaultValues: { ...BLANK, ...defaultValues },
  });
  const { errors, isSubmitting } = formState;
  const isExclusive = watch('lead_type') === 'exclusive';

  // A premium lead has no price: clear it so a hidden, stale value is never validated or sent.
  useEffect(() => {
    if (!isExclusive) setValue('price', undefined);
  }, [isExclusive, setValue]);

  const submit = handleSubmit(async (values) => {
    setFormError([]);
    try {
      await onSubmit(values);
      if (afterSave === 'reset') reset({ ...BLANK, publish: values.publish });
    } catch (error) {
      // admin/create-lead reports a row's problems as sentences (path "body"): each goes under its field.
      const leftOver = placeServerErrors(error, (field, message) =>
        setError(field, { type: 'server', message }),
      );
      if (leftOver.length > 1) setFormError(leftOver);
      else if (error instanceof ApiError && error.fieldErrors.length > 0 && leftOver.length === 0)
        setFormError([]);
      else setFormError([leftOver[0] ?? serverErrorText(error, 'The lead was not saved. Please try again.')]);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-bold uppercase tracking-wide text-slate-600">Seller</legend>
        <TextField
          label="Seller name"
          autoComplete="off"
          error={errors.lead_name?.message}
          {...register('lead_name')}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="off"
          hint="A US number, written any way: saved as +1 and ten digits"
          error={errors.lead_phone?.message}
          {...register('lead_phone')}
        />
        <TextField
          label="Reason for selling"
          list={reasonsId}
          autoComplete="off"
          error={errors.reason?.message}
          {...register('reason')}
        />
        <datalist id={reasonsId}>
          {SELLING_REASONS.map((reason) => (
            <option key={reason} value={reason} />
          ))}
        </datalist>
        <SelectField
          label="Selling timeline"
          error={errors.selling_timeline?.message}
          {...register('selling_timeline')}
        >
          <option value="">Choose a timeline</option>
          {SELLING_TIMELINES.map((timeline) => (
            <option key={timeline} value={timeline}>
              {timeline}
            </option>
          ))}
        </SelectField>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-bold uppercase tracking-wide text-slate-600">Property</legend>
        <div className="sm:col-span-2">
          <TextField
            label="Street address"
            autoComplete="off"
            error={errors.address_line_1?.message}
            {...register('address_line_1')}
          />
        </div>
        <TextField label="City" autoComplete="off" error={errors.city?.message} {...register('city')} />
        <SelectField label="State" error={errors.state?.message} {...register('state')}>
          <option value="">Choose a state</option>
          {Object.entries(US_STATES).map(([code, name]) => (
            <option key={code} value={code}>
              {code} — {name}
            </option>
          ))}
        </SelectField>
        <TextField
          label="ZIP"
          inputMode="numeric"
          autoComplete="off"
          error={errors.ZIP?.message}
          {...register('ZIP')}
        />
        <SelectField
          label="Property type"
          error={errors.property_type?.message}
          {...register('property_type')}
        >
          <option value="">Choose a property type</option>
          {PROPERTY_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
        <div className="sm:col-span-2">
          <CheckboxField label="Listed on MLS" error={errors.listed?.message} {...register('listed')} />
        </div>
        <details className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:col-span-2">
          <summary className="cursor-pointer text-sm font-semibold text-brand-900">
            Exact location (optional)
          </summary>
          <p className="mt-2 text-sm text-slate-700">
            Leave empty to place the lead at the centre of its ZIP code. Buyers on the map only ever see it
            rounded to about 1 km.
          </p>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <TextField
              label="Latitude"
              inputMode="decimal"
              error={errors.latitude?.message}
              {...register('latitude', { setValueAs: optionalNumber })}
            />
            <TextField
              label="Longitude"
              inputMode="decimal"
              error={errors.longitude?.message}
              {...register('longitude', { setValueAs: optionalNumber })}
            />
          </div>
        </details>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-bold uppercase tracking-wide text-slate-600">Sale</legend>
        <SelectField
          label="Lead type"
          hint={
            isExclusive
              ? 'One buyer only, paid from the wallet.'
              : 'Up to 3 buyers, 1 credit each; leaves after 3 downloads or 30 days.'
          }
          error={errors.lead_type?.message}
          {...register('lead_type')}
        >
          <option value="premium">Premium</option>
          <option value="exclusive">Exclusive</option>
        </SelectField>
        {isExclusive && (
          <TextField
            label="Price (USD)"
            inputMode="decimal"
            hint="From $1 to $10,000"
            error={errors.price?.message}
            {...register('price', { setValueAs: optionalNumber })}
          />
        )}
      </fieldset>

      <LeadDetailsFields register={register} watch={watch} errors={errors} defaultValues={defaultValues} />

      {mode === 'create' && <PublishChoice register={register('publish')} error={errors.publish?.message} />}

      {formError.length > 0 && (
        <FormAlert>
          {formError.length === 1 ? (
            formError[0]
          ) : (
            <>
              <p>The lead was not saved:</p>
              <ul className="mt-1 list-disc pl-5 font-normal">
                {formError.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            </>
          )}
        </FormAlert>
      )}
      <button type="submit" disabled={isSubmitting} className={buttonClass('primary')}>
        {isSubmitting ? pendingLabel : submitLabel}
      </button>
    </form>
  );
}
