import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { contactMessageSchema, type ContactMessageInput } from '@app/shared';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { ContactMessageError, postContactMessage } from './create-contact-message';
import { FormField } from './form-field';
import { WithQueryClient } from '../../lib/query-client';

type ContactOutput = z.output<typeof contactMessageSchema>;

const FIELDS = [
  'name',
  'email',
  'phone',
  'message',
] as const satisfies readonly FieldPath<ContactMessageInput>[];
const isFormField = (field: string): field is (typeof FIELDS)[number] =>
  (FIELDS as readonly string[]).includes(field);

const SUCCESS_TEXT = 'Thanks — your message is on its way. Our team answers within one business day.';

/**
 * Home section 8, the contact form. Validated with the same zod schema as the API; what the
 * visitor typed stays in the form when sending fails, and the server's per-field errors are
 * shown under the fields they concern.
 */
function ContactFormContent() {
  const [formError, setFormError] = useState<string | null>(null);
  const [wasSent, setWasSent] = useState(false);
  const isHydrated = useIsHydrated();
  const form = useForm<ContactMessageInput, unknown, ContactOutput>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: { name: '', email: '', phone: '', message: '' },
  });
  const { register, handleSubmit, reset, setError, formState } = form;
  const { errors } = formState;

  const mutation = useMutation({
    mutationFn: (values: ContactOutput) =>
      postContactMessage({ ...values, phone: values.phone || undefined }),
    onSuccess: () => {
      reset();
      setWasSent(true);
      toast.success('Message sent. We will get back to you soon.');
    },
    onError: (error) => {
      const fieldErrors = error instanceof ContactMessageError ? error.fieldErrors : [];
      const shown = fieldErrors.filter((fieldError) => isFormField(fieldError.field));
      shown.forEach((fieldError) => {
        if (isFormField(fieldError.field))
          setError(fieldError.field, { type: 'server', message: fieldError.message });
      });
      if (shown.length === 0)
        setFormError(
          error instanceof Error ? error.message : 'Your message could not be sent. Please try again.',
        );
    },
  });

  const onSubmit = handleSubmit((values) => {
    setFormError(null);
    setWasSent(false);
    mutation.mutate(values);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="contact-title" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Name"
          error={errors.name?.message}
          input={{ ...register('name'), autoComplete: 'name', required: true }}
        />
        <FormField
          label="Email"
          error={errors.email?.message}
          input={{ ...register('email'), type: 'email', autoComplete: 'email', required: true }}
        />
      </div>
      <FormField
        label="Phone"
        hint="Optional"
        error={errors.phone?.message}
        input={{ ...register('phone'), type: 'tel', autoComplete: 'tel' }}
      />
      <FormField
        label="Message"
        error={errors.message?.message}
        textarea={{ ...register('message'), rows: 5, required: true }}
      />
      {formError && (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {formError}
        </p>
      )}
      {wasSent && (
        <p
          role="status"
          className="rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900"
        >
          {SUCCESS_TEXT}
        </p>
      )}
      <button
        type="submit"
        disabled={!isHydrated || mutation.isPending}
        className="w-full rounded-full bg-brand-600 px-6 py-3.5 text-lg font-semibold text-white transition-colors hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
      >
        {mutation.isPending ? 'Sending...' : 'Send message'}
      </button>
    </form>
  );
}

/** Also an island of the home page (decision 008). */
export function ContactForm() {
  return (
    <WithQueryClient>
      <ContactFormContent />
    </WithQueryClient>
  );
}
