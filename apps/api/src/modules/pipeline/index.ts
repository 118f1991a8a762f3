export { remindDueFollowUps } from './follow-up-reminders.js';
export { pipelineRoutes } from './pipeline.routes.js';
export { changeLeadStatus, type PipelineActor, type StatusChangeOutcome } from './pipeline.service.js';
