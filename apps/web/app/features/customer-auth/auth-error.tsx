import { MESSAGES } from '@app/shared';
import { FormAlert } from '../../components/form-controls';
import { ApiError } from '../../lib/api-client';

/** A failed auth call: the catalogue message in bold ('Login Unsuccessful!') and the server's detail under it. */
export function AuthError({ error }: { error: unknown }) {
  if (!error) return null;
  if (!(error instanceof ApiError)) return <FormAlert>Something went wrong. Please try again.</FormAlert>;
  // A 429's detail already says when to try again; only a bare one gets the wait added here.
  const detail =
    error.detail ??
    (error.status === 429 && error.retryAfterSeconds
      ? `Too many attempts. Try again in ${Math.ceil(error.retryAfterSeconds / 60)} minute${error.retryAfterSeconds > 60 ? 's' : ''}.`
      : error.fieldErrors.length > 0
        ? 'Please correct the fields marked above.'
        : undefined);
  // The catalogue's 'Login Unsuccessful!' heads a sign-in failure; other failures read better as the detail alone.
  const title = error.message === MESSAGES.authFailure || !detail ? error.message : null;
  return (
    <FormAlert>
      {title && <p className="font-bold">{title}</p>}
      {detail && <p className={title ? 'mt-1 font-normal' : ''}>{detail}</p>}
    </FormAlert>
  );
}
