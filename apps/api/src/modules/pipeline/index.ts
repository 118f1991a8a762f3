export { remindDueFollowUps } from './follow-up-reminders.js';
export { pipelineRoutes } from './pipeline.routes.js';
