import {
  MESSAGES,
  addCustomerNote as addCustomerNoteEndpoint,
  createWalletAdjustment,
  endViewAs as endViewAsEndpoint,
  getCustomerCredits,
  getCustomerDetail as getCustomerDetailEndpoint,
  getCustomerNotes,
  getCustomerWallet,
  getCustomers,
  startViewAs as startViewAsEndpoint,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { pageAnswer, registerEndpoint } from '../../http/endpoint.js';
import { getWalletPage } from '../wallet/index.js';
import { findMember, getCustomerDetail, listCustomerCredits } from './customer-detail.service.js';
import { addCustomerNote, listCustomerNotes } from './customer-notes.service.js';
import { adjustWallet, listCustomers } from './customers-admin.service.js';
import { endViewAs, startViewAs } from './view-as.service.js';

export function customersAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, getCustomers, async ({ query }) =>
    pageAnswer(await listCustomers(ctx.db, query)),
  );

  registerEndpoint(app, ctx, createWalletAdjustment, async ({ body, user }) => ({
    message: MESSAGES.added,
    result: await adjustWallet(ctx, user.id, body),
  }));

  // Issue 21.4: the page per customer.
  registerEndpoint(app, ctx, getCustomerDetailEndpoint, async ({ query }) => ({
    message: MESSAGES.fetched,
    result: await getCustomerDetail(ctx, query.user_id),
  }));

  registerEndpoint(app, ctx, getCustomerWallet, async ({ query }) => {
    await findMember(ctx, query.user_id);
    const page = await getWalletPage(ctx, query.user_id, query.page ?? 1, query.limit ?? 25);
    const { balance, debt, entries } = page.result;
    return {
      message: MESSAGES.fetched,
      result: { balance, debt, entries },
      pagination: { currentPage: page.currentPage, pageCount: page.pageCount },
    };
  });

  registerEndpoint(app, ctx, getCustomerCredits, async ({ query }) => {
    await findMember(ctx, query.user_id);
    return pageAnswer(await listCustomerCredits(ctx, query.user_id, query));
  });

  registerEndpoint(app, ctx, getCustomerNotes, async ({ query }) =>
    pageAnswer(await listCustomerNotes(ctx, query.user_id, query)),
  );

  registerEndpoint(app, ctx, addCustomerNoteEndpoint, async ({ body, user }) => ({
    message: MESSAGES.added,
    result: await addCustomerNote(ctx, user.id, body),
  }));

  registerEndpoint(app, ctx, startViewAsEndpoint, async ({ body, user }) => ({
    message: MESSAGES.added,
    result: await startViewAs(ctx, user.id, body.user_id),
  }));

  registerEndpoint(app, ctx, endViewAsEndpoint, async ({ body, user }) => ({
    message: MESSAGES.edited,
    result: await endViewAs(ctx, user.id, body.token),
  }));
}
