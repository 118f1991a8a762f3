/**
 * Query keys of the operations console. Everything starts with 'admin' so that signing out
 * drops it all at once, and an action in one area (a withdrawal, an approval) can refresh the
 * lists of another.
 */
export const adminQueryKeys = {
  all: ['admin'] as const,
  leads: ['admin', 'leads'] as const,
  leadBuyers: (leadId: string) => ['admin', 'lead-buyers', leadId] as const,
  importBatch: (batchId: string) => ['admin', 'import-batch', batchId] as const,
  importBatches: ['admin', 'import-batches'] as const,
  requests: ['admin', 'requests'] as const,
  requestEvidence: (requestId: string) => ['admin', 'request-evidence', requestId] as const,
  affiliates: ['admin', 'affiliates'] as const,
  affiliate: (affiliateId: string) => ['admin', 'affiliate', affiliateId] as const,
  plans: ['admin', 'plans'] as const,
  creditPacks: ['admin', 'credit-packs'] as const,
  customers: ['admin', 'customers'] as const,
  customer: (customerId: string) => ['admin', 'customers', customerId] as const,
  invoices: ['admin', 'invoices'] as const,
  sellerOptOuts: ['admin', 'seller-opt-outs'] as const,
  compliance: ['admin', 'compliance'] as const,
  dncLists: ['admin', 'dnc-lists'] as const,
  contactMessages: ['admin', 'contact-messages'] as const,
  newsletter: ['admin', 'newsletter'] as const,
  outbox: ['admin', 'outbox'] as const,
  auditLog: ['admin', 'audit-log'] as const,
  leadQuality: ['admin', 'lead-quality'] as const,
};
