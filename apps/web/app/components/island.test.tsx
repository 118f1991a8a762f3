import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Island, IslandPrerender } from './island';

function Greeting({ name = 'visitor' }: { name?: string }) {
  return <p>Hello {name}</p>;
}

describe('<Island> (decision 008)', () => {
  it('renders its component in place inside the app (no prerenderer)', () => {
    const { container } = render(<Island name="site-header" component={Greeting} props={{ name: 'Ana' }} />);
    expect(screen.getByText('Hello Ana')).toBeInTheDocument();
    expect(container.querySelector('[data-island]')).toBeNull();
  });

  it('prerenders a wrapper holding its own HTML, the island name, when to hydrate and the props as JSON', () => {
    const html = renderToString(
      <IslandPrerender value={(tree) => renderToString(tree)}>
        <section>
          <Island name="contact-form" component={Greeting} props={{ name: 'Bo' }} when="visible" />
        </section>
      </IslandPrerender>,
    );
    const wrapper = new DOMParser().parseFromString(html, 'text/html').querySelector('[data-island]');
    expect(wrapper?.getAttribute('data-island')).toBe('contact-form');
    expect(wrapper?.getAttribute('data-when')).toBe('visible');
    expect(JSON.parse(wrapper?.getAttribute('data-props') ?? '')).toEqual({ name: 'Bo' });
    expect(wrapper?.className).toBe('contents');
    expect(wrapper?.textContent).toBe('Hello Bo');
  });

  it('hydrates on load by default and writes no props attribute when there are none', () => {
    const html = renderToString(
      <IslandPrerender value={(tree) => renderToString(tree)}>
        <Island name="toaster" component={Greeting} />
      </IslandPrerender>,
    );
    expect(html).toContain('data-when="load"');
    expect(html).not.toContain('data-props');
  });
});
