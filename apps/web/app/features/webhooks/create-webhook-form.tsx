import { zodResolver } from '@hookform/resolvers/zod';
import { createWebhookEndpoint } from '@app/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert, TextField, buttonClass } from '../../components/form-controls';
import { applyServerFieldErrors, formErrorAfterFields } from '../../lib/apply-field-errors';
import { useCreateWebhookEndpoint } from './api/use-webhooks';

const schema = createWebhookEndpoint.body;
type Input = z.input<typeof schema>;
type Values = z.output<typeof schema>;

export interface RevealedWebhookSecret {
  url: string;
  secret: string;
}

/**
 * webhooks/create-webhook-endpoint. The server checks where the URL really points (private and
 * internal addresses are refused, errors[0].path 'body.url'); that message goes under the field
 * and the typed URL stays, so it can be corrected.
 */
export function CreateWebhookForm({ onCreated }: { onCreated: (revealed: RevealedWebhookSecret) => void }) {
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateWebhookEndpoint();
  const { register, handleSubmit, setError, reset, formState } = useForm<Input, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { url: '' },
  });

  const submit = handleSubmit((values) => {
    setFormError(null);
    create.mutate(values, {
      onSuccess: (created) => {
        onCreated({ url: created.url, secret: created.secret });
        create.reset();
        reset({ url: '' });
      },
      onError: (error) => {
        const leftOver = applyServerFieldErrors(error, setError, ['url']);
        setFormError(
          formErrorAfterFields(error, leftOver, 'The endpoint could not be registered. Please try again.'),
        );
      },
    });
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      className="max-w-2xl space-y-3"
      aria-label="Register a webhook endpoint"
    >
      <TextField
        label="Endpoint URL"
        type="url"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        placeholder="https://crm.example.com/webhooks/sellersignal"
        hint="A public https:// address that answers 2xx within 15 seconds. Your plan sets how many endpoints you can have."
        error={formState.errors.url?.message}
        {...register('url')}
      />
      {formError && <FormAlert>{formError}</FormAlert>}
      <button type="submit" disabled={create.isPending} className={buttonClass('primary')}>
        {create.isPending ? 'Checking the URL...' : 'Register endpoint'}
      </button>
    </form>
  );
}
