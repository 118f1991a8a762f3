/*
 * The marketplace's paging, without zod: the public marketplace's island reads it (decision 013).
 */

/** The marketplace's page of leads: 24 fills the two- and three-column grids evenly. */
export const MARKETPLACE_PAGE_SIZE = 24;

/**
 * The marketplace's first request when its page's URL holds no search: the newest leads, page 1.
 * The API preloads exactly this request with the member's marketplace page (issue 24.1), so its
 * leads come beside its code; the web app asks for the same (toMarketplaceQuery of no search).
 */
export const MARKETPLACE_FIRST_PAGE_QUERY = { page: '1', limit: String(MARKETPLACE_PAGE_SIZE) } as const;
