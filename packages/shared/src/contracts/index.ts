import {
  confirmEmailChange,
  deleteAccount,
  requestEmailChange,
  requestPasswordReset,
  resendSignUpLink,
  changePassword,
  changeName,
  confirmAlertPhone,
  removeAlertPhone,
  resetPassword,
  sendAlertPhoneCode,
  requestDataExport,
  getDataExports,
  downloadDataExport,
} from './account.js';
import * as admin from './admin.js';
import { getAuditActors, getAuditLog } from './admin-audit.js';
import { getAdminLeadQuality, getLeadQuality } from './lead-quality.js';
import {
  addCustomerNote,
  endViewAs,
  getCustomerCredits,
  getCustomerDetail,
  getCustomerNotes,
  getCustomerWallet,
  startViewAs,
} from './admin-customers.js';
import {
  getImportBatch,
  getImportBatches,
  getImportRejectedRows,
  importLeads,
  previewLeadImport,
} from './admin-imports.js';
import { publishLeadsNow, scheduleLeads, unpublishLeads } from './admin-publishing.js';
import { decideRequest, getAdminRequests, getRequestEvidence } from './admin-requests.js';
import { getAffiliators, createAffiliator } from './affiliates.js';
import {
  buyCreditPack,
  cancelPlanChange,
  cancelSubscription,
  changePlan,
  createCreditPack,
  createSubscription,
  downloadInvoice,
  getBilling,
  getCreditPacksForTeam,
  getInvoicesForTeam,
  payPastDue,
  previewCharge,
  resumeSubscription,
  savePaymentMethod,
  updateBillingDetails,
  updateCreditPack,
} from './billing.js';
import { getCurrentUser, getPendingSignUp, login, logout, signUp, verifyEmail } from './auth.js';
import { createContactMessage } from './contact.js';
import {
  confirmNewsletterSubscription,
  getCustomerPaymentMethod,
  resubscribeNewsletter,
  unsubscribeNewsletter,
} from './customers.js';
import { getDashboardData } from './dashboard.js';
import {
  connectGoHighLevel,
  connectGoogleSheet,
  createApiKey,
  createCsvFeed,
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  disconnectIntegration,
  enableWebhookEndpoint,
  getApiKeys,
  getGoHighLevelPipelines,
  getIntegrations,
  getWebhookDeliveries,
  getWebhookEndpoints,
  replayWebhookDelivery,
  revokeApiKey,
  rotateApiKey,
  rotateWebhookSecret,
  sendTestWebhook,
  setGoHighLevelStages,
  verifyGoogleSheet,
} from './delivery.js';
import { getMarketplaceCounties, getMarketplaceLeads, getPurchasedPremiumLeads } from './leads.js';
import { getPlans } from './plans.js';
import {
  buyExclusiveLead,
  createSavedSearch,
  deleteSavedSearch,
  downloadPurchasedLeads,
  getMyPurchasedLeads,
  getSavedSearches,
  takePremiumLead,
} from './purchases.js';
import { getDncLists, getLeadCompliance, uploadDncList } from './compliance.js';
import {
  confirmSellerOptOut,
  createSellerOptOut,
  getSellerOptOuts,
  sendSellerOptOutCode,
} from './privacy.js';
import {
  addLeadNote,
  changeLeadStatus,
  changePurchasedLeadStatus,
  getPipelineBoard,
  getPipelineLead,
  getPipelineLeads,
  setLeadFollowUp,
  assignLead,
} from './pipeline.js';
import { getRoiReport } from './roi.js';
import { createRefundRequest, createReplacementRequest, getMyRequests } from './refunds.js';
import { createTopUp, getWallet } from './wallet.js';
import {
  acceptTeamInvitation,
  changeTeamMemberRole,
  getTeam,
  getTeamInvitation,
  inviteTeamMember,
  leaveTeam,
  removeTeamMember,
  revokeTeamInvitation,
} from './teams.js';

export * from './account.js';
export * from './admin.js';
export * from './admin-audit.js';
export * from './lead-quality.js';
export * from './admin-customers.js';
export * from './admin-imports.js';
export * from './admin-publishing.js';
export * from './admin-requests.js';
export * from './affiliates.js';
export * from './billing.js';
export * from './auth.js';
export * from './common.js';
export * from './compliance.js';
export * from './contact.js';
export * from './customers.js';
export * from './dashboard.js';
export * from './delivery.js';
export * from './endpoint.js';
export * from './leads.js';
export * from './pipeline.js';
export * from './plans.js';
export * from './privacy.js';
export * from './purchases.js';
export * from './roi.js';
export * from './refunds.js';
export * from './wallet.js';
export * from './teams.js';

/**
 * Every endpoint, listed by hand so that one list shows the whole API (CONTRIBUTING.md, "Add an
 * endpoint"): the OpenAPI document is generated from it.
 */
export const ENDPOINTS = [
  getMarketplaceLeads,
  getMarketplaceCounties,
  getDashboardData,
  getPlans,
  getCustomerPaymentMethod,
  unsubscribeNewsletter,
  resubscribeNewsletter,
  confirmNewsletterSubscription,
  createAffiliator,
  getAffiliators,
  getPurchasedPremiumLeads,
  changePurchasedLeadStatus,
  signUp,
  getPendingSignUp,
  verifyEmail,
  login,
  logout,
  getCurrentUser,
  createContactMessage,
  requestPasswordReset,
  resendSignUpLink,
  changePassword,
  changeName,
  resetPassword,
  requestEmailChange,
  confirmEmailChange,
  deleteAccount,
  sendAlertPhoneCode,
  confirmAlertPhone,
  removeAlertPhone,
  requestDataExport,
  getDataExports,
  downloadDataExport,
  takePremiumLead,
  buyExclusiveLead,
  getMyPurchasedLeads,
  downloadPurchasedLeads,
  getSavedSearches,
  createSavedSearch,
  deleteSavedSearch,
  getPipelineBoard,
  getPipelineLeads,
  getPipelineLead,
  changeLeadStatus,
  addLeadNote,
  setLeadFollowUp,
  assignLead,
  getRoiReport,
  getWallet,
  createTopUp,
  getBilling,
  createSubscription,
  previewCharge,
  changePlan,
  cancelPlanChange,
  buyCreditPack,
  cancelSubscription,
  resumeSubscription,
  payPastDue,
  savePaymentMethod,
  updateBillingDetails,
  downloadInvoice,
  createRefundRequest,
  createReplacementRequest,
  getMyRequests,
  getAdminRequests,
  getRequestEvidence,
  decideRequest,
  getApiKeys,
  createApiKey,
  revokeApiKey,
  rotateApiKey,
  getWebhookEndpoints,
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  enableWebhookEndpoint,
  rotateWebhookSecret,
  sendTestWebhook,
  getWebhookDeliveries,
  replayWebhookDelivery,
  getIntegrations,
  connectGoogleSheet,
  verifyGoogleSheet,
  connectGoHighLevel,
  setGoHighLevelStages,
  getGoHighLevelPipelines,
  disconnectIntegration,
  createCsvFeed,
  getInvoicesForTeam,
  getCreditPacksForTeam,
  createCreditPack,
  updateCreditPack,
  previewLeadImport,
  importLeads,
  getImportBatch,
  getImportBatches,
  getImportRejectedRows,
  publishLeadsNow,
  scheduleLeads,
  unpublishLeads,
  admin.createLead,
  admin.getAdminLeads,
  admin.updateLead,
  admin.withdrawLead,
  admin.getLeadBuyers,
  admin.getAffiliateDetails,
  admin.updateAffiliate,
  admin.recordAffiliatePayout,
  admin.getAdminPlans,
  admin.createPlan,
  admin.updatePlan,
  admin.schedulePriceChange,
  admin.retirePlan,
  admin.getCustomers,
  admin.createWalletAdjustment,
  getCustomerDetail,
  getCustomerWallet,
  getCustomerCredits,
  getCustomerNotes,
  addCustomerNote,
  startViewAs,
  endViewAs,
  admin.getContactMessages,
  admin.markContactMessageHandled,
  admin.getNewsletterSubscribers,
  admin.getOutbox,
  getAuditLog,
  getAuditActors,
  getLeadQuality,
  getAdminLeadQuality,
  sendSellerOptOutCode,
  confirmSellerOptOut,
  getSellerOptOuts,
  createSellerOptOut,
  getLeadCompliance,
  getDncLists,
  uploadDncList,
  getTeam,
  inviteTeamMember,
  revokeTeamInvitation,
  changeTeamMemberRole,
  leaveTeam,
  removeTeamMember,
  getTeamInvitation,
  acceptTeamInvitation,
] as const;
