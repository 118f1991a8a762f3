/**
 * The lead-delivery pages (issue "Lead delivery"), under Purchased → Premium Leads in the menu
 * (docs/product.md §2.8, /docs: "purchased, Premium Leads, then Connect Webhook or Connect Sheet").
 */
export const DELIVERY_PAGES = [
  {
    label: 'API Keys',
    href: '/purchased-leads/api-keys',
    summary: 'Pull your leads from your own code, Postman or Zapier with a personal key.',
  },
  {
    label: 'Connect Webhook',
    href: '/purchased-leads/connect-webhook',
    summary: 'We POST every new purchase to your URL, signed, and retry for a day if it is down.',
  },
  {
    label: 'Connect Sheet',
    href: '/purchased-leads/connect-sheet',
    summary: 'Each lead lands in your Google Sheet within a minute, or use a CSV feed link.',
  },
  {
    label: 'Connect Go High Level',
    href: '/purchased-leads/connect-go-high-level',
    summary: 'Each lead becomes a Go High Level contact with the property details as a note.',
  },
] as const;

export type DeliveryPageHref = (typeof DELIVERY_PAGES)[number]['href'];
