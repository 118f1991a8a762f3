import { MESSAGES, getAdminLeads, getLeadBuyers, updateLead, withdrawLead } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { pageAnswer, registerEndpoint } from '../../http/endpoint.js';
import { editLead, listAdminLeads, listLeadBuyers, withdrawLeadFromSale } from './leads-admin.service.js';

export function leadsAdminRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, getAdminLeads, async ({ query }) =>
    pageAnswer(await listAdminLeads(ctx.db, query)),
  );

  registerEndpoint(app, ctx, updateLead, async ({ body, user, request }) => {
    // The contract's .partial() keeps `listed`'s default of false, so an edit that leaves `listed`
    // out would unlist the lead: only a `listed` the admin actually sent is applied.
    const sent = (request.body ?? {}) as Record<string, unknown>;
    const edit = { ...body, listed: sent.listed === undefined ? undefined : body.listed };
    return { message: MESSAGES.edited, result: await editLead(ctx, user.id, edit) };
  });

  registerEndpoint(app, ctx, withdrawLead, async ({ body, user }) => ({
    message: MESSAGES.edited,
    result: await withdrawLeadFromSale(ctx, user.id, body),
  }));

  registerEndpoint(app, ctx, getLeadBuyers, async ({ query }) => ({
    message: MESSAGES.fetched,
    result: await listLeadBuyers(ctx.db, query.id),
  }));
}
