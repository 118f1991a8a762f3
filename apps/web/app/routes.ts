import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/** Every route of spec section 2, listed by hand. Each file is its own lazily loaded chunk. */
export default [
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    route('landing-page', 'routes/landing-page.tsx'),
    route('premiumleads', 'routes/premium-leads.tsx'),
    route('exclusiveleads', 'routes/exclusive-leads.tsx'),
    route('terms-and-conditions', 'routes/terms.tsx', { id: 'terms-and-conditions' }),
    route('agreement', 'routes/terms.tsx', { id: 'agreement' }),
    route('privacy-policy', 'routes/privacy-policy.tsx'),
    route('faq', 'routes/faq.tsx'),
    route('refund', 'routes/refund.tsx'),
    route('unsubscribe', 'routes/unsubscribe.tsx'),
    route('docs', 'routes/docs.tsx'),
    route('affiliate', 'routes/affiliate.tsx'),
    route('affiliate-signup', 'routes/affiliate-signup.tsx'),
    route('webinar', 'routes/webinar.tsx'),
    route('plans', 'routes/plans.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
