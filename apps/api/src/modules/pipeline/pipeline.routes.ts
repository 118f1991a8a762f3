import {
  MESSAGES,
  addLeadNote as addLeadNoteEndpoint,
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
import { addLeadNote, changeLeadStatus, setLeadFollowUp, type PipelineActor } from './pipeline.service.js';

/** A CRM pushing every stage change stays well inside this; a loop gets a 429 with Retry-After. */
export const STATUS_API_LIMIT = { max: 120, windowSeconds: 60 };

/** Issue 22.1: the pipeline in the customer area; 22.3: status changes with the member's key. */
export function pipelineRoutes(app: FastifyInstance, ctx: AppContext) {
  const member = (id: string): PipelineActor => ({ ownerId: id, actorId: id, source: 'app' });

  registerEndpoint(app, ctx, getPipelineBoard, async ({ query, user }) => ({
    message: MESSAGES.fetched,
    result: await getBoard(ctx, user.id, query),
  }));

  registerEndpoint(app, ctx, getPipelineLeads, async ({ query, user }) =>
    pageAnswer(await listPipelineLeads(ctx, user.id, query)),
  );

  registerEndpoint(app, ctx, getPipelineLead, async ({ query, user }) => ({
    message: MESSAGES.fetched,
    result: await getPipelineLeadDetail(ctx, user.id, query.purchase_id),
  }));

  registerEndpoint(app, ctx, changeLeadStatusEndpoint, async ({ body, user }) => {
    const { purchase_id: purchaseId, ...change } = body;
    return {
      message: MESSAGES.edited,
      result: (await changeLeadStatus(ctx, member(user.id), { purchaseId }, change)).lead,
    };
  });

  registerEndpoint(app, ctx, addLeadNoteEndpoint, async ({ body, user }) => ({
    message: MESSAGES.added,
    result: await addLeadNote(ctx, { ...member(user.id), actorName: user.name }, body.purchase_id, body.body),
  }));

  registerEndpoint(app, ctx, setLeadFollowUpEndpoint, async ({ body, user }) => ({
    message: MESSAGES.edited,
    result: await setLeadFollowUp(ctx, member(user.id), body.purchase_id, body.follow_up_on),
  }));

  registerEndpoint(app, ctx, changePurchasedLeadStatus, async ({ body, apiKeyOwner }) => {
    const { userId } = apiKeyOwner;
    await enforceRateLimit(ctx, `pipeline-api:${userId}`, STATUS_API_LIMIT);
    const { lead_id: leadId, ...change } = body;
    const actor: PipelineActor = { ownerId: userId, actorId: userId, source: 'api' };
    return {
      message: MESSAGES.edited,
      result: (await changeLeadStatus(ctx, actor, { leadId }, change)).lead,
    };
  });
}
