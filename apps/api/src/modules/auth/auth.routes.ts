import {
  MESSAGES,
  changeName,
  changePassword,
  confirmAlertPhone,
  confirmEmailChange,
  deleteAccount,
  getCurrentUser,
  getPendingSignUp,
  login,
  logout,
  removeAlertPhone,
  requestEmailChange,
  requestPasswordReset,
  resendSignUpLink,
  resetPassword,
  sendAlertPhoneCode,
  signUp,
  verifyEmail,
} from '@app/shared';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerEndpoint } from '../../http/endpoint.js';
import { SESSION_COOKIE, endSession, startSession } from '../../http/session.js';
import { sha256 } from '../../lib/crypto.js';
import * as account from './account.service.js';
import * as alertPhone from './alert-phone.service.js';
import {
  authenticate,
  confirmSignUp,
  findPendingSignUp,
  loadSessionUser,
  requestSignUp,
  resendSignUpLink as resendSignUpLinkOf,
  toCurrentUserDto,
} from './auth.service.js';
import { claimLoginAttempt, clearLoginFailures } from './login-throttle.js';

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
    getPendingSignUp,
    async ({ body }) => ({ message: MESSAGES.fetched, result: await findPendingSignUp(ctx, body.token) }),
    { rateLimit: { max: 20, windowSeconds: 600 } },
  );

  registerEndpoint(
    app,
    ctx,
    verifyEmail,
    async ({ body, request, reply }) => {
      const userId = await confirmSignUp(ctx, body);
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
      // docs/product.md §15: wrong passwords slow down this email from this network only (login-throttle.ts);
      // the limit per address below still stops one address from trying many accounts.
      await claimLoginAttempt(ctx, body.email, request.ip);
      const userId = await authenticate(ctx.db, body, ctx.clock.now());
      await clearLoginFailures(ctx, body.email, request.ip);
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
    resendSignUpLink,
    async ({ body }) => {
      await resendSignUpLinkOf(ctx, body.email);
      return { message: MESSAGES.added, result: { email_sent: true as const } };
    },
    { rateLimit: { max: 5, windowSeconds: 900 } },
  );

  registerEndpoint(
    app,
    ctx,
    changePassword,
    async ({ body, user, request }) => {
      const { otherSessionsEnded } = await account.changePassword(ctx, {
        userId: user.id,
        currentSessionToken: request.cookies[SESSION_COOKIE],
        currentPassword: body.current_password,
        newPassword: body.new_password,
      });
      return { message: MESSAGES.edited, result: { other_sessions_ended: otherSessionsEnded } };
    },
    { rateLimit: { max: 10, windowSeconds: 900 } },
  );

  registerEndpoint(app, ctx, changeName, async ({ body, user }) => {
    await account.changeName(ctx, user.id, body.name);
    return { message: MESSAGES.edited, result: toCurrentUserDto(await loadSessionUser(ctx.db, user.id)) };
  });

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
      const { userId, revoked } = await account.resetPassword(ctx, body.token, body.password);
      await startSession(ctx, request, reply, userId);
      return {
        message: MESSAGES.authSuccess,
        result: { ...toCurrentUserDto(await loadSessionUser(ctx.db, userId)), revoked_access: revoked },
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
    async ({ body, request }) => {
      const session = request.cookies[SESSION_COOKIE];
      const changed = await account.confirmEmailChange(ctx, body.token, session ? sha256(session) : null);
      return { message: MESSAGES.edited, result: { email: changed.email, revoked_access: changed.revoked } };
    },
    { rateLimit: { max: 10, windowSeconds: 900 } },
  );

  registerEndpoint(
    app,
    ctx,
    sendAlertPhoneCode,
    async ({ body, user }) => ({
      message: MESSAGES.added,
      result: await alertPhone.sendAlertPhoneCode(ctx, user.id, body.phone),
    }),
    { rateLimit: { max: 10, windowSeconds: 900 } },
  );

  registerEndpoint(
    app,
    ctx,
    confirmAlertPhone,
    async ({ body, user }) => ({
      message: MESSAGES.edited,
      result: { alert_phone: await alertPhone.confirmAlertPhone(ctx, user.id, body.code) },
    }),
    { rateLimit: { max: 20, windowSeconds: 900 } },
  );

  registerEndpoint(app, ctx, removeAlertPhone, async ({ user }) => {
    await alertPhone.removeAlertPhone(ctx, user.id);
    return { message: MESSAGES.edited, result: { alert_phone: null } };
  });

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
