import {
  additionalInfoSchema,
  changePasswordBodySchema,
  contactChangeKindBodySchema,
  deleteRequestSchema,
  emptyDataSchema,
  okEnvelope,
  otpSentSchema,
  profileQuerySchema,
  profileSchema,
  registerBodySchema,
  registeredSchema,
  resetPasswordBodySchema,
  updateProfileBodySchema,
  verifyAccountBodySchema,
  verifyContactChangeBodySchema,
} from '@portal/shared/contract';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../../../platform/auth';
import { errorResponses } from '../../../platform/errors';
import { useJsonBodyParser } from '../../../platform/json-body';
import { ok } from '../../../platform/ok';
import { perIpLimit } from '../../../platform/rate-limit';
import type { AccountsDeps } from '../route-deps';
import { rememberLanguage } from './language';

export const accountRoutes: FastifyPluginAsyncZod<AccountsDeps> = async (
  app,
  { accounts, auth, config, db, contactChanges },
) => {
  const tags = ['account'];
  const limited = perIpLimit(config.rateLimitPerIpPerMinute);

  app.post(
    '/account/register',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Create an account; a verification code goes to the phone',
        body: registerBodySchema,
        response: { 200: okEnvelope(registeredSchema), ...errorResponses },
      },
    },
    async (request) => ok(await accounts.register(request.body)),
  );

  app.post(
    '/account/verify-account',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Verify an account with the code sent to its phone or e-mail',
        body: verifyAccountBodySchema,
        response: { 200: okEnvelope(emptyDataSchema), ...errorResponses },
      },
    },
    async (request) => {
      await accounts.verifyAccount(request.body);
      return ok(null);
    },
  );

  app.post(
    '/account/verify-forgot-password',
    {
      config: limited,
      schema: {
        tags,
        summary: 'Set a new password with a FORGOT_PASSWORD code',
        body: resetPasswordBodySchema,
        response: { 200: okEnvelope(emptyDataSchema), ...errorResponses },
      },
    },
    async (request) => {
      await accounts.resetPassword(request.body);
      return ok(null);
    },
  );

  app.put(
    '/account/change-password',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        summary: 'Change the password, proven by the current one or a CHANGE_PASSWORD code',
        body: changePasswordBodySchema,
        response: { 200: okEnvelope(emptyDataSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { userId, sessionId } = callerOf(request);
      await accounts.changePassword(userId, sessionId, request.body);
      return ok(null);
    },
  );

  app.get(
    '/account/profile',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        summary: 'The signed-in user',
        querystring: profileQuerySchema,
        response: { 200: okEnvelope(profileSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      // The app reads the profile on every start, in the language the customer chose.
      await rememberLanguage(db, userId, request.language);
      return ok(await accounts.profile(userId, request.language));
    },
  );

  app.put(
    '/account/profile',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        summary:
          'Update names, gender, picture, birthday; a new e-mail or phone waits (pendingEmail, pendingPhone) for the ' +
          'code sent to it; newNotification false clears the unread dot',
        body: updateProfileBodySchema,
        response: { 200: okEnvelope(profileSchema), ...errorResponses },
      },
    },
    async (request) =>
      ok(await accounts.updateProfile(callerOf(request).userId, request.body, request.language)),
  );

  app.post(
    '/account/verify-contact-change',
    {
      onRequest: auth.requireUser,
      config: limited,
      schema: {
        tags,
        summary:
          'Make the pending e-mail or phone the account’s with the code sent to it; the old one is told',
        body: verifyContactChangeBodySchema,
        response: { 200: okEnvelope(profileSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      await contactChanges.confirm(userId, request.body.type, request.body.code);
      return ok(await accounts.profile(userId, request.language));
    },
  );

  app.post(
    '/account/resend-contact-change',
    {
      onRequest: auth.requireUser,
      config: limited,
      schema: {
        tags,
        summary: 'A new code to the pending e-mail or phone (60 seconds after the last one)',
        body: contactChangeKindBodySchema,
        response: { 200: okEnvelope(otpSentSchema), ...errorResponses },
      },
    },
    async (request) => ok(await contactChanges.resend(callerOf(request).userId, request.body.type)),
  );

  app.post(
    '/account/cancel-contact-change',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        summary: 'Take back a pending e-mail or phone; its code then changes nothing',
        body: contactChangeKindBodySchema,
        response: { 200: okEnvelope(profileSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { userId } = callerOf(request);
      await contactChanges.cancel(userId, request.body.type);
      return ok(await accounts.profile(userId, request.language));
    },
  );

  app.get(
    '/account/profile/additional-info',
    {
      onRequest: auth.requireUser,
      schema: {
        tags,
        summary: 'Customer group and credit line (cents)',
        response: { 200: okEnvelope(additionalInfoSchema), ...errorResponses },
      },
    },
    async (request) => ok(await accounts.additionalInfo(callerOf(request).userId)),
  );

  app.register(async (scope) => {
    useJsonBodyParser(scope, { allowEmpty: true });
    scope.withTypeProvider<ZodTypeProvider>().put(
      '/account/delete-request',
      {
        onRequest: auth.requireUser,
        schema: {
          tags,
          summary: 'Ask for the account to be deleted; permanent after 7 days unless the owner signs in',
          response: { 200: okEnvelope(deleteRequestSchema), ...errorResponses },
        },
      },
      async (request) => ok(await accounts.requestDeletion(callerOf(request).userId)),
    );
  });
};
