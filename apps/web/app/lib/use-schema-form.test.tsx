import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { useSchemaForm } from './use-schema-form';

const rules = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Name is required')),
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'Email is required')),
    z.email({ message: 'Enter a valid email address' }),
  ),
});

function SignUp({ onValid }: { onValid: (values: z.output<typeof rules>) => void }) {
  const { formProps, errors, setError, reset } = useSchemaForm(rules, onValid);
  return (
    <form {...formProps} aria-label="Sign up">
      {(['name', 'email'] as const).map((field) => (
        <p key={field}>
          <label>
            {field}
            <input name={field} aria-invalid={errors[field] ? true : undefined} />
          </label>
          {errors[field] && <span role="note">{errors[field]}</span>}
        </p>
      ))}
      <button type="submit">Send</button>
      <button type="button" onClick={() => setError('email', 'This address is taken')}>
        Server says
      </button>
      <button type="button" onClick={reset}>
        Reset
      </button>
    </form>
  );
}

function renderForm() {
  const onValid = vi.fn();
  render(<SignUp onValid={onValid} />);
  return { onValid, user: userEvent.setup() };
}

const messages = () => screen.queryAllByRole('note').map((note) => note.textContent);

describe('useSchemaForm (the forms of the public islands)', () => {
  it("shows each field's first message, focuses the first wrong field and sends nothing", async () => {
    const { onValid, user } = renderForm();
    await user.type(screen.getByLabelText('email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(messages()).toEqual(['Name is required', 'Enter a valid email address']);
    expect(screen.getByLabelText('name')).toHaveFocus();
    expect(screen.getByLabelText('email')).toHaveAttribute('aria-invalid', 'true');
    expect(onValid).not.toHaveBeenCalled();
  });

  it("hands over the schema's output: trimmed, transformed values", async () => {
    const { onValid, user } = renderForm();
    await user.type(screen.getByLabelText('name'), '  Dana Reed ');
    await user.type(screen.getByLabelText('email'), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(onValid).toHaveBeenCalledWith({ name: 'Dana Reed', email: 'dana@example.com' });
    expect(messages()).toEqual([]);
  });

  it('shows no message while typing before the first submit', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('email'), 'dana@');
    expect(messages()).toEqual([]);
  });

  it("after a submit, updates the message of the field being typed in, and only that field's", async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(messages()).toEqual(['Name is required', 'Email is required']);

    await user.click(screen.getByRole('button', { name: 'Server says' }));
    await user.type(screen.getByLabelText('name'), 'Dana');
    expect(messages()).toEqual(['This address is taken']);

    await user.type(screen.getByLabelText('email'), 'dana');
    expect(messages()).toEqual(['Enter a valid email address']);
  });

  it('reset empties the fields and the messages, and typing shows none until the next submit', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('name'), 'Dana');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(screen.getByRole('button', { name: 'Reset' }));

    expect(screen.getByLabelText('name')).toHaveValue('');
    expect(messages()).toEqual([]);
    await user.type(screen.getByLabelText('email'), 'dana@');
    expect(messages()).toEqual([]);
  });
});
