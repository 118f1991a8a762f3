import {
  MESSAGES,
  addLeadNote as addLeadNoteEndpoint,
  assignLead as assignLeadEndpoint,
  changeLeadStatus as changeLeadStatusEndpoint,
  changePurchasedLeadStatus,
  getPipelineBoard,
  getPipelineLead,
  getPipelineLeads,
  setLeadFollowUp as setLeadFollowUpEndpoint,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { pageAnswer, registerEndpoint } from '../../http/endpoint.js';
import { enforceRateLimit } from '../../http/rate-limit.js';
import { getBoard, getPipelineLeadDetail, listPipelineLeads } from './pipeline-reads.service.js';
import {
  addLeadNote,
  assignLead,
  changeLeadStatus,
  setLeadFollowUp,
  type PipelineActor,
} from './pipeline.service.js';
import type { SessionUser } from '../../http/session.js';

/** A CRM pushing every stage change stays well inside this; a loop gets a 429 with Retry-After. */
export const STATUS_API_LIMIT = { max: 120, windowSeconds: 60 };

/** Issue 22.1: the pipeline in the customer area; 22.3: status changes with the member's key. */
export function pipelineRoutes(app: FastifyInstance, ctx: AppContext) {
  /** Decision 036: the pipeline is the account's; each change names the member who made it. */
  const member = (user: SessionUser): PipelineActor => ({
    ownerId: user.accountId,
    actorId: user.id,
    source: 'app',
  });

  registerEndpoint(app, ctx, getPipelineBoard, async ({ query, user }) => ({
    message: MESSAGES.fetched,
    result: await getBoard(ctx, user.accountId, query),
  }));

  registerEndpoint(app, ctx, getPipelineLeads, async ({ query, user }) =>
    pageAnswer(await listPipelineLeads(ctx, user.accountId, query, user.id)),
  );

  registerEndpoint(app, ctx, getPipelineLead, async ({ query, user }) => ({
    message: MESSAGES.fetched,
    result: await getPipelineLeadDetail(ctx, user.accountId, query.purchase_id),
  }));

  registerEndpoint(app, ctx, changeLeadStatusEndpoint, async ({ body, user }) => {
    const { purchase_id: purchaseId, ...change } = body;
    return {
      message: MESSAGES.edited,
      result: (await changeLeadStatus(ctx, member(user), { purchaseId }, change)).lead,
    };
  });

  registerEndpoint(app, ctx, addLeadNoteEndpoint, async ({ body, user }) => ({
    message: MESSAGES.added,
    result: await addLeadNote(ctx, { ...member(user), actorName: user.name }, body.purchase_id, body.body),
  }));

  registerEndpoint(app, ctx, setLeadFollowUpEndpoint, async ({ body, user }) => ({
    message: MESSAGES.edited,
    result: await setLeadFollowUp(ctx, member(user), body.purchase_id, body.follow_up_on),
  }));

  registerEndpoint(app, ctx, assignLeadEndpoint, async ({ body, user }) => ({
    message: MESSAGES.edited,
    result: await assignLead(ctx, member(user), body.purchase_id, body.user_id),
  }));

  registerEndpoint(app, ctx, changePurchasedLeadStatus, async ({ body, apiKeyOwner }) => {
    const { userId, accountId } = apiKeyOwner;
    await enforceRateLimit(ctx, `pipeline-api:${accountId}`, STATUS_API_LIMIT);
    const { lead_id: leadId, ...change } = body;
    const actor: PipelineActor = { ownerId: accountId, actorId: userId, source: 'api' };
    return {
      message: MESSAGES.edited,
      result: (await changeLeadStatus(ctx, actor, { leadId }, change)).lead,
    };
  });
}
