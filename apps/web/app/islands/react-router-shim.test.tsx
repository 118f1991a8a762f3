import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, useLocation, useSearchParams } from './react-router-shim';

function Where() {
  const { pathname, hash, key } = useLocation();
  return (
    <p data-testid="where" data-key={key}>
      {pathname}
      {hash}
    </p>
  );
}

function Filters() {
  const [params, setParams] = useSearchParams();
  return (
    <button type="button" onClick={() => setParams({ state: 'TX' })}>
      state={params.get('state') ?? 'any'}
    </button>
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the React Router stand-in of the islands (decision 008)', () => {
  it('keeps a same-page hash link in the document and tells the islands that read the location', () => {
    render(
      <>
        <Link to="/#pricing">Pricing</Link>
        <Where />
      </>,
    );
    const before = screen.getByTestId('where').dataset.key;
    const click = fireEvent.click(screen.getByRole('link', { name: 'Pricing' }));
    expect(click).toBe(false); // default prevented: no document load
    expect(window.location.hash).toBe('#pricing');
    expect(screen.getByTestId('where')).toHaveTextContent('/#pricing');
    expect(screen.getByTestId('where').dataset.key).not.toBe(before);
  });

  it('leaves a link to another page to the browser', () => {
    render(<Link to="/faq">FAQ</Link>);
    const link = screen.getByRole('link', { name: 'FAQ' });
    expect(link).toHaveAttribute('href', '/faq');
    expect(fireEvent.click(link)).toBe(true);
  });

  it('leaves modified clicks (new tab) to the browser', () => {
    render(<Link to="/#pricing">Pricing</Link>);
    expect(fireEvent.click(screen.getByRole('link'), { ctrlKey: true })).toBe(true);
    expect(window.location.hash).toBe('');
  });

  it('updates the search parameters in the address bar and re-renders', () => {
    render(<Filters />);
    expect(screen.getByRole('button')).toHaveTextContent('state=any');
    act(() => screen.getByRole('button').click());
    expect(window.location.search).toBe('?state=TX');
    expect(screen.getByRole('button')).toHaveTextContent('state=TX');
  });
});
