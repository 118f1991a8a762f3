import { Link } from 'react-router';

/**
 * The label of the "I accept the terms" box wherever a person creates a login (sign-up, joining a
 * team): the terms open in a new tab so that the form keeps what was typed.
 */
export function TermsAcceptanceLabel({ withRenewal = false }: { withRenewal?: boolean }) {
  return (
    <>
      I accept the{' '}
      <Link to="/terms-and-conditions" target="_blank" className="font-semibold text-brand-700 underline">
        terms and conditions
      </Link>
      {withRenewal ? ', including automatic renewal until I cancel' : null}
    </>
  );
}
