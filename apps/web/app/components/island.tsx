import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/** Every island of the public pages; islands/registry.ts says where each one's code is. */
export const ISLAND_NAMES = [
  'page-effects',
  'site-header',
  'toaster',
  'feature-highlights',
  'home-plans',
  'contact-form',
  'home-testimonials',
  'landing-hero',
  'success-stories',
  'user-testimonials',
  'faq-accordion',
  'affiliate-stats',
  'unsubscribe-form',
  'seller-opt-out-form',
  'api-url',
  'code-examples',
  'tutorial-videos',
  'affiliate-signup-form',
  'webinar-page',
  'plans-page',
  'marketplace-browser',
  'lead-quality-table',
  'state-lead-quality',
] as const;

export type IslandName = (typeof ISLAND_NAMES)[number];

/** When an island's code loads and takes over its prerendered HTML (decision 008). */
export type HydrateWhen = 'load' | 'visible' | 'idle';

/**
 * Provided by entry.server.tsx while prerendering: renders an island's tree as a page of its own,
 * so that the browser can hydrate exactly that HTML with nothing around it.
 */
export const IslandPrerender = createContext<((tree: ReactNode) => string) | null>(null);

interface IslandProps<P extends object> {
  /** The registry entry (islands/registry.ts) that loads `component` in the browser. */
  name: IslandName;
  component: ComponentType<P>;
  /** Serialised into the page: plain JSON only. */
  props?: P;
  when?: HydrateWhen;
}

/**
 * An interactive part of a prerendered public page. In the prerendered HTML it is a wrapper
 * holding the component's markup and how to revive it; the islands runtime (islands/entry.tsx)
 * hydrates each wrapper on its own, so a page ships the code of its interactive parts only. In
 * the single-page app (a client-side navigation from the customer area) it renders the
 * component in place.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  when = 'load',
}: IslandProps<P>) {
  const prerender = useContext(IslandPrerender);
  const tree = <Component {...(props ?? ({} as P))} />;
  if (!prerender) return tree;
  return (
    <div
      className="contents"
      data-island={name}
      data-when={when}
      data-props={props ? JSON.stringify(props) : undefined}
      dangerouslySetInnerHTML={{ __html: prerender(tree) }}
    />
  );
}
