import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/** Every route of docs/product.md §2.1, listed by hand. Each file is its own lazily loaded chunk. */
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
    // Issue 19.1: a seller takes their number out of our data.
    route('privacy/sellers', 'routes/privacy-sellers.tsx'),
    route('docs', 'routes/docs.tsx'),
    route('affiliate', 'routes/affiliate.tsx'),
    route('affiliate-signup', 'routes/affiliate-signup.tsx'),
    route('webinar', 'routes/webinar.tsx'),
    route('plans', 'routes/plans.tsx'),
    route('marketplace', 'routes/marketplace.tsx'),
    // Issue 22.5: lead quality in the open, one page per state.
    route('lead-quality', 'routes/lead-quality.tsx'),
    route('lead-quality/:state', 'routes/lead-quality-state.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  // Customer area (issue "Customer area"): client-rendered, never prerendered, own chunks.
  layout('routes/auth-layout.tsx', [
    route('login', 'routes/login.tsx'),
    route('sign-up', 'routes/sign-up.tsx'),
    route('verify-email', 'routes/verify-email.tsx'),
    route('forgot-password', 'routes/forgot-password.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
    route('confirm-email', 'routes/confirm-email.tsx'),
    route('confirm-newsletter', 'routes/confirm-newsletter.tsx'),
    // Issue 22.4: the link of a team invitation.
    route('accept-invite', 'routes/accept-invite.tsx'),
  ]),
  layout('routes/app-layout.tsx', [
    route('dashboard', 'routes/dashboard-layout.tsx', [
      index('routes/dashboard.tsx'),
      route('plans', 'routes/dashboard-plans.tsx'),
    ]),
    route('dashboard/marketplace', 'routes/dashboard-marketplace.tsx'),
    // Issue 22.1: the deal pipeline of purchased leads.
    route('dashboard/pipeline', 'routes/dashboard-pipeline.tsx'),
    // Issue 22.2: spend against revenue; the only route that loads the chart library.
    route('dashboard/roi', 'routes/dashboard-roi.tsx'),
    // Issue 22.4: the people who share the account.
    route('dashboard/team', 'routes/dashboard-team.tsx'),
    route('purchased-leads/get-purchased-premium-leads', 'routes/purchased-premium-leads.tsx'),
    route('purchased-leads/exclusive-leads', 'routes/purchased-exclusive-leads.tsx'),
    // Issue "Lead delivery": API keys, webhooks, Google Sheet and Go High Level.
    route('purchased-leads/api-keys', 'routes/purchased-api-keys.tsx'),
    route('purchased-leads/connect-webhook', 'routes/purchased-connect-webhook.tsx'),
    route('purchased-leads/connect-sheet', 'routes/purchased-connect-sheet.tsx'),
    route('purchased-leads/connect-go-high-level', 'routes/purchased-connect-go-high-level.tsx'),
    route('wallet', 'routes/wallet.tsx'),
    route('billing', 'routes/billing.tsx'),
    route('requests', 'routes/requests.tsx'),
    route('account', 'routes/account.tsx'),
  ]),
  // The team's read-only view of what one customer sees (decision 034): outside both areas' layouts.
  route('admin/view-as/:customerId', 'routes/admin-view-as.tsx'),
  // Operations console (issue "Operations console"): admin only, client-rendered, own chunks.
  route('admin', 'routes/admin-layout.tsx', [
    index('routes/admin-index.tsx'),
    route('leads', 'routes/admin-leads.tsx'),
    route('import', 'routes/admin-import.tsx'),
    route('import/:batchId', 'routes/admin-import-detail.tsx'),
    route('requests', 'routes/admin-requests.tsx'),
    route('affiliates', 'routes/admin-affiliates.tsx'),
    route('plans', 'routes/admin-plans.tsx'),
    route('credit-packs', 'routes/admin-credit-packs.tsx'),
    route('customers', 'routes/admin-customers.tsx'),
    route('customers/:customerId', 'routes/admin-customer.tsx'),
    route('invoices', 'routes/admin-invoices.tsx'),
    route('messages', 'routes/admin-messages.tsx'),
    route('opt-outs', 'routes/admin-opt-outs.tsx'),
    route('lead-quality', 'routes/admin-lead-quality.tsx'),
    route('audit', 'routes/admin-audit.tsx'),
  ]),
] satisfies RouteConfig;
