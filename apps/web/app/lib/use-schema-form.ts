import { useRef, useState, type FormEvent } from 'react';
import type * as z from 'zod/mini';

type FieldName<S extends z.ZodMiniObject> = Extract<keyof S['shape'], string>;
export type FieldErrors<S extends z.ZodMiniObject> = Partial<Record<FieldName<S>, string>>;

function firstMessageOfEachField(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in messages)) messages[field] = issue.message;
  }
  return messages;
}

/**
 * A form of plain inputs named after the fields of a zod/mini object schema, for the forms of the
 * public pages' islands, which load neither react-hook-form nor zod's classic API (decision 013).
 * It behaves as those forms did with react-hook-form and its zod resolver: on submit the schema
 * checks the whole form, each field shows its first message and the first wrong field takes the
 * focus; after a submit, a field's message follows what is typed in it. The inputs are not
 * controlled: what a visitor typed before the island hydrated is what gets checked and sent.
 */
export function useSchemaForm<S extends z.ZodMiniObject>(schema: S, onValid: (values: z.output<S>) => void) {
  const formRef = useRef<HTMLFormElement>(null);
  const wasSubmitted = useRef(false);
  const [errors, setErrors] = useState<FieldErrors<S>>({});
  const fields = Object.keys(schema.shape) as FieldName<S>[];
  const isField = (name: string): name is FieldName<S> => (fields as string[]).includes(name);

  function check(form: HTMLFormElement) {
    const data = new FormData(form);
    return schema.safeParse(Object.fromEntries(fields.map((field) => [field, data.get(field) ?? undefined])));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    wasSubmitted.current = true;
    const form = event.currentTarget;
    const result = check(form);
    if (result.success) {
      setErrors({});
      onValid(result.data);
      return;
    }
    const messages = firstMessageOfEachField(result.error.issues);
    setErrors(messages as FieldErrors<S>);
    const firstWrong = [...form.elements].find(
      (element): element is HTMLInputElement =>
        'name' in element && (element as HTMLInputElement).name in messages,
    );
    firstWrong?.focus();
  }

  function onInput(event: FormEvent<HTMLFormElement>) {
    const { name } = event.target as HTMLInputElement;
    if (!wasSubmitted.current || !isField(name)) return;
    const result = check(event.currentTarget);
    const message = result.success ? undefined : firstMessageOfEachField(result.error.issues)[name];
    setErrors((current) => ({ ...current, [name]: message }));
  }

  return {
    /** Spread on the <form>: the schema's messages take the place of the browser's own. */
    formProps: { ref: formRef, onSubmit, onInput, noValidate: true },
    errors,
    /** A message for one field, e.g. the server's answer about it. */
    setError: (field: FieldName<S>, message: string) =>
      setErrors((current) => ({ ...current, [field]: message })),
    /** Empties the form, as after a message was sent. */
    reset: () => {
      formRef.current?.reset();
      wasSubmitted.current = false;
      setErrors({});
    },
  };
}
