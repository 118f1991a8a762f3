import { useState } from 'react';
import { toast } from 'sonner';
import type * as z from 'zod/mini';
import { contactMessageRules } from '@app/shared/contact-rules';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { useSchemaForm } from '../../lib/use-schema-form';
import { ContactMessageError, postContactMessage } from './api/create-contact-message';
import { FormField } from './form-field';

type ContactOutput = z.output<typeof contactMessageRules>;
type Field = keyof ContactOutput;

const isFormField = (field: string): field is Field => field in contactMessageRules.shape;

const SUCCESS_TEXT = 'Thanks — your message is on its way. Our team answers within one business day.';

/**
 * Home section 8, the contact form. Validated with the contact contract's rules (in zod/mini, see
 * @app/shared/contact-rules); what the visitor typed stays in the form when sending fails, and
 * the server's per-field errors are shown under the fields they concern.
 */
export function ContactForm() {
  const [formError, setFormError] = useState<string | null>(null);
  const [wasSent, setWasSent] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const isHydrated = useIsHydrated();
  const { formProps, errors, setError, reset } = useSchemaForm(
    contactMessageRules,
    (values) => void send(values),
  );

  async function send(values: ContactOutput) {
    setFormError(null);
    setWasSent(false);
    setIsSending(true);
    try {
      await postContactMessage({ ...values, phone: values.phone || undefined });
      reset();
      setWasSent(true);
      toast.success('Message sent. We will get back to you soon.');
    } catch (error) {
      const fieldErrors = error instanceof ContactMessageError ? error.fieldErrors : [];
      const shown = fieldErrors.filter((fieldError) => isFormField(fieldError.field));
      for (const { field, message } of shown) if (isFormField(field)) setError(field, message);
      if (shown.length === 0)
        setFormError(
          error instanceof Error ? error.message : 'Your message could not be sent. Please try again.',
        );
    } finally {
      setIsSending(false);
    }
  }

  return (
    <form {...formProps} aria-labelledby="contact-title" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Name"
          error={errors.name}
          input={{ name: 'name', autoComplete: 'name', required: true }}
        />
        <FormField
          label="Email"
          error={errors.email}
          input={{ name: 'email', type: 'email', autoComplete: 'email', required: true }}
        />
      </div>
      <FormField
        label="Phone"
        hint="Optional"
        error={errors.phone}
        input={{ name: 'phone', type: 'tel', autoComplete: 'tel' }}
      />
      <FormField
        label="Message"
        error={errors.message}
        textarea={{ name: 'message', rows: 5, required: true }}
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
        disabled={!isHydrated || isSending}
        className="w-full rounded-full bg-brand-600 px-6 py-3.5 text-lg font-semibold text-white transition-colors hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
      >
        {isSending ? 'Sending...' : 'Send message'}
      </button>
    </form>
  );
}
