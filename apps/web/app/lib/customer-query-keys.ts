/**
 * Query keys of the customer area, in one place so that an action in one feature (a purchase,
 * a top-up) can refresh what other features show. Everything starts with 'customer' so that
 * signing out drops it all at once.
 */
export const customerQueryKeys = {
  all: ['customer'] as const,
  dashboard: ['customer', 'dashboard'] as const,
  wallet: ['customer', 'wallet'] as const,
  purchased: ['customer', 'purchased'] as const,
  pipeline: ['customer', 'pipeline'] as const,
  billing: ['customer', 'billing'] as const,
  requests: ['customer', 'requests'] as const,
  savedSearches: ['customer', 'saved-searches'] as const,
  plans: ['customer', 'plans'] as const,
  dataExports: ['customer', 'data-exports'] as const,
  team: ['customer', 'team'] as const,
};
