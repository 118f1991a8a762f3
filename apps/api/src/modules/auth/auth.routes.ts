import {
  MESSAGES,
  confirmEmailChange,
  deleteAccount,
  getCurrentUser,
  login,
  logout,
  requestEmailChange,
  requestPasswordReset,
  resetPassword,
  signUp,
  updateAlertPhone,
  verifyEmail,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerEndpoint } from '../../http/endpoint.js';
import { enforceRateLimit } from '../../http/rate-limit.js';
import { endSession, startSession } from '../../http/session.js';
import * as account from './account.service.js';
import {
  authenticate,
  confirmSignUp,
  loadSessionUser,
  requestSignUp,
  toCurrentUserDto,
} from './auth.service.js';

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(
    app,
    ctx,
    signUp,
    async ({ body }) => {
      await requestSignUp(ctx, body);
      return { message: MESSAGES.added, result: { email_sent: true as const } };
    },
    { rateLimit: { max: 10, windowSeconds: 600 } },
  );

  registerEndpoint(
    app,
    ctx,
    verifyEmail,
    async ({ body, request, reply }) => {
      const userId = await confirmSignUp(ctx, body.token);
      await startSession(ctx, request, reply, userId);
      return {
        message: MESSAGES.authSuccess,
        result: toCurrentUserDto(await loadSessionUser(ctx.db, userId)),
      };
    },
    { rateLimit: { max: 20, windowSeconds: 600 } },
  );

  registerEndpoint(
    app,
    ctx,
    login,
    async ({ body, request, reply }) => {
      // Per address as well as per IP, so one account cannot be guessed at from many addresses.
      await enforceRateLimit(ctx, `login-email:${body.email}`, { max: 10, windowSeconds: 900 });
      const userId = await authenticate(ctx.db, body);
      await startSession(ctx, request, reply, userId);
      return {
        message: MESSAGES.authSuccess,
        result: toCurrentUserDto(await loadSessionUser(ctx.db, userId)),
      };
    },
    { rateLimit: { max: 20, windowSeconds: 900 } },
  );

  registerEndpoint(app, ctx, logout, async ({ request, reply }) => {
    await endSession(ctx, request, reply);
    return { message: MESSAGES.deleted, result: true };
  });

  registerEndpoint(app, ctx, getCurrentUser, async ({ user }) => ({
    message: MESSAGES.fetched,
    result: toCurrentUserDto(user),
  }));

  registerEndpoint(
    app,
    ctx,
    requestPasswordReset,
    async ({ body }) => {
      await account.requestPasswordReset(ctx, body.email);
      return { message: MESSAGES.added, result: { email_sent: true as const } };
    },
    { rateLimit: { max: 5, windowSeconds: 900 } },
  );

  registerEndpoint(
    app,
    ctx,
    resetPassword,
    async ({ body, request, reply }) => {
      const userId = await account.resetPassword(ctx, body.token, body.password);
      await startSession(ctx, request, reply, userId);
      return {
        message: MESSAGES.authSuccess,
        result: toCurrentUserDto(await loadSessionUser(ctx.db, userId)),
      };
    },
    { rateLimit: { max: 10, windowSeconds: 900 } },
  );

  registerEndpoint(
    app,
    ctx,
    requestEmailChange,
    async ({ body, user }) => {
      await account.requestEmailChange(ctx, user.id, body.new_email, body.password);
      return { message: MESSAGES.added, result: { email_sent: true as const } };
    },
    { rateLimit: { max: 5, windowSeconds: 900 } },
  );

  registerEndpoint(
    app,
    ctx,
    confirmEmailChange,
    async ({ body }) => {
      await account.confirmEmailChange(ctx, body.token);
      return { message: MESSAGES.edited, result: true };
    },
    { rateLimit: { max: 10, windowSeconds: 900 } },
  );

  registerEndpoint(
    app,
    ctx,
    updateAlertPhone,
    async ({ body, user }) => {
      const alertPhone = await account.updateAlertPhone(ctx, user.id, body.phone);
      return { message: MESSAGES.edited, result: { alert_phone: alertPhone } };
    },
    { rateLimit: { max: 10, windowSeconds: 900 } },
  );

  registerEndpoint(
    app,
    ctx,
    deleteAccount,
    async ({ body, user, reply, request }) => {
      await account.deleteAccount(ctx, user.id, body.password);
      await endSession(ctx, request, reply);
      return { message: MESSAGES.deleted, result: true };
    },
    { rateLimit: { max: 5, windowSeconds: 900 } },
  );
}
