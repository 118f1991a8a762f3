import { zodResolver } from '@hookform/resolvers/zod';
import { connectGoHighLevel } from '@app/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormAlert, TextField, buttonClass } from '../../components/form-controls';
import { applyServerFieldErrors, formErrorAfterFields } from '../../lib/apply-field-errors';
import { useConnectGoHighLevel } from './api/use-integrations';

const schema = connectGoHighLevel.body;
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

/**
 * integrations/connect-go-high-level. The token is typed into a password field, sent once and
 * wiped from the form on success; on an error both values stay so they can be corrected.
 */
export function ConnectGhlForm({ isReplacing }: { isReplacing: boolean }) {
  const [formError, setFormError] = useState<string | null>(null);
  const connect = useConnectGoHighLevel();
  const { register, handleSubmit, setError, reset, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { private_integration_token: '', location_id: '' },
  });
  const submit = handleSubmit((values) => {
    setFormError(null);
    connect.mutate(values, {
      onSuccess: (overview) => {
        reset({ private_integration_token: '', location_id: '' });
        connect.reset();
        toast.success(
          `Connected to Go High Level location ${overview.go_high_level?.location_id ?? values.location_id}.`,
        );
      },
      onError: (error) => {
        const leftOver = applyServerFieldErrors(error, setError, [
          'private_integration_token',
          'location_id',
        ]);
        setFormError(
          formErrorAfterFields(error, leftOver, 'Go High Level could not be connected. Please try again.'),
        );
      },
    });
  });
  return (
    <form noValidate onSubmit={submit} className="max-w-xl space-y-3" aria-label="Connect Go High Level">
      <TextField
        label="Private Integration Token"
        type="password"
        autoComplete="off"
        spellCheck={false}
        placeholder="pit-..."
        hint="Stored encrypted and never shown again, not even to you."
        error={formState.errors.private_integration_token?.message}
        {...register('private_integration_token')}
      />
      <TextField
        label="Location ID"
        autoComplete="off"
        spellCheck={false}
        placeholder="e.g. ve9EPM428h8vShlRW1KT"
        error={formState.errors.location_id?.message}
        {...register('location_id')}
      />
      {formError && <FormAlert>{formError}</FormAlert>}
      <button type="submit" disabled={connect.isPending} className={buttonClass('primary')}>
        {connect.isPending
          ? 'Connecting...'
          : isReplacing
            ? 'Replace the connection'
            : 'Connect Go High Level'}
      </button>
    </form>
  );
}
