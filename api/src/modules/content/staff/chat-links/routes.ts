import { chatLinksBodySchema, chatLinksSchema, okEnvelope } from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../../platform/errors';
import { ok } from '../../../../platform/ok';
import { staffOf } from '../../../../platform/staff';
import type { ContentStaffDeps } from '../../route-deps';

export const staffChatLinkRoutes: FastifyPluginAsyncZod<ContentStaffDeps> = async (
  app,
  { guard, staffChatLinks },
) => {
  app.get(
    '/settings/chat-links',
    {
      ...guard.staffOnly('settings'),
      schema: { tags: ['settings'], response: { 200: okEnvelope(chatLinksSchema), ...errorResponses } },
    },
    async () => ok(await staffChatLinks.chatLinks()),
  );

  app.put(
    '/settings/chat-links',
    {
      ...guard.staffOnly('settings'),
      schema: {
        tags: ['settings'],
        summary: 'The Telegram and Messenger names beside the support phones; empty hides a link',
        body: chatLinksBodySchema,
        response: { 200: okEnvelope(chatLinksSchema), ...errorResponses },
      },
    },
    async (request) => ok(await staffChatLinks.changeChatLinks(staffOf(request), request.body)),
  );
};
