import { zodResolver } from '@hookform/resolvers/zod';
import { createApiKey } from '@app/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert, TextField, buttonClass } from '../../components/form-controls';
import { applyServerFieldErrors, formErrorAfterFields } from '../../lib/apply-field-errors';
import { useCreateApiKey } from './api/use-api-keys';

const schema = createApiKey.body;
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

/** api-keys/create-api-key: a name, then the key is handed to `onCreated` to show once. */
export function CreateApiKeyForm({
  onCreated,
}: {
  onCreated: (created: { name: string; key: string }) => void;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateApiKey();
  const { register, handleSubmit, setError, reset, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '' },
  });

  const submit = handleSubmit((values) => {
    setFormError(null);
    create.mutate(values, {
      onSuccess: (created) => {
        onCreated({ name: created.name, key: created.key });
        // The key now lives only in the panel's state, not in the mutation cache.
        create.reset();
        reset({ name: '' });
      },
      onError: (error) => {
        const leftOver = applyServerFieldErrors(error, setError, ['name']);
        setFormError(
          formErrorAfterFields(error, leftOver, 'The key could not be created. Please try again.'),
        );
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} className="max-w-3xl space-y-3" aria-label="Create an API key">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="min-w-0 flex-1">
          <TextField
            label="Key name"
            placeholder="e.g. Podio sync, Zapier, office CRM"
            hint="A name that tells you where the key is used, so you know which one to revoke."
            maxLength={60}
            autoComplete="off"
            error={formState.errors.name?.message}
            {...register('name')}
          />
        </div>
        <button type="submit" disabled={create.isPending} className={`${buttonClass('primary')} sm:mt-7`}>
          {create.isPending ? 'Creating...' : 'Create key'}
        </button>
      </div>
      {formError && <FormAlert>{formError}</FormAlert>}
    </form>
  );
}
