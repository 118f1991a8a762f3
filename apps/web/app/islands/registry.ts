import type { ComponentType } from 'react';
import { ISLAND_NAMES, type IslandName } from '../components/island';

// Props differ per island; each entry's props come from the page as JSON.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type IslandLoader = () => Promise<ComponentType<any>>;

/**
 * Where each island's code is (decision 008). Every entry is its own chunk, fetched only on the
 * pages that have that island, when the island's `when` says.
 */
export const ISLANDS: Record<IslandName, IslandLoader> = {
  'page-effects': () => import('../components/public-page-effects').then((m) => m.PublicPageEffects),
  'site-header': () => import('../components/site-header').then((m) => m.SiteHeader),
  toaster: () => import('../components/toaster').then((m) => m.Toaster),
  'feature-highlights': () =>
    import('../features/home/feature-highlights-section').then((m) => m.FeatureHighlightsSection),
  'home-plans': () => import('../features/plans/plans-section').then((m) => m.PlansSection),
  'contact-form': () => import('../features/home/contact-form').then((m) => m.ContactForm),
  'home-testimonials': () =>
    import('../features/home/testimonials-section').then((m) => m.TestimonialsSection),
  'landing-hero': () => import('../features/landing/landing-hero').then((m) => m.LandingHero),
  'success-stories': () =>
    import('../features/landing/success-stories-section').then((m) => m.SuccessStoriesSection),
  'user-testimonials': () =>
    import('../features/landing/user-testimonials-section').then((m) => m.UserTestimonialsSection),
  'faq-accordion': () => import('../components/faq-accordion').then((m) => m.FaqAccordion),
  'affiliate-stats': () => import('../features/affiliates/affiliate-stats').then((m) => m.AffiliateStats),
  'unsubscribe-form': () => import('../features/newsletter/unsubscribe-form').then((m) => m.UnsubscribeForm),
  'seller-opt-out-form': () =>
    import('../features/seller-opt-outs/seller-opt-out-form').then((m) => m.SellerOptOutForm),
  'api-url': () => import('../features/api-docs/api-url').then((m) => m.ApiUrl),
  'code-examples': () => import('../features/api-docs/code-examples').then((m) => m.CodeExamples),
  'tutorial-videos': () => import('../features/api-docs/tutorial-videos').then((m) => m.TutorialVideos),
  'affiliate-signup-form': () =>
    import('../features/affiliates/affiliate-signup-form').then((m) => m.AffiliateSignupForm),
  'webinar-page': () => import('../features/webinar/webinar-page').then((m) => m.WebinarPage),
  'plans-page': () => import('./plans-page').then((m) => m.PlansPage),
  'marketplace-browser': () => import('./public-marketplace').then((m) => m.PublicMarketplace),
  'lead-quality-table': () =>
    import('../features/lead-quality/lead-quality-table').then((m) => m.LeadQualityTable),
  'state-lead-quality': () =>
    import('../features/lead-quality/state-lead-quality').then((m) => m.StateLeadQuality),
};

const NAMES: ReadonlySet<string> = new Set(ISLAND_NAMES);

export const isIslandName = (name: string): name is IslandName => NAMES.has(name);
