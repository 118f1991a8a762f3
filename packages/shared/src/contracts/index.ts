import { getAffiliators, createAffiliator } from './affiliates.js';
import { getCurrentUser, login, logout, signUp, verifyEmail } from './auth.js';
import { createContactMessage } from './contact.js';
import { getCustomerPaymentMethod, resubscribeNewsletter, unsubscribeNewsletter } from './customers.js';
import { getDashboardData } from './dashboard.js';
import { getMarketplaceLeads, getPurchasedPremiumLeads } from './leads.js';
import { getPlans } from './plans.js';

export * from './affiliates.js';
export * from './auth.js';
export * from './common.js';
export * from './contact.js';
export * from './customers.js';
export * from './dashboard.js';
export * from './endpoint.js';
export * from './leads.js';
export * from './plans.js';

/** Every endpoint, listed by hand (STYLE.md): the OpenAPI document is generated from this list. */
export const ENDPOINTS = [
  getMarketplaceLeads,
  getDashboardData,
  getPlans,
  getCustomerPaymentMethod,
  unsubscribeNewsletter,
  resubscribeNewsletter,
  createAffiliator,
  getAffiliators,
  getPurchasedPremiumLeads,
  signUp,
  verifyEmail,
  login,
  logout,
  getCurrentUser,
  createContactMessage,
] as const;
