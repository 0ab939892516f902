import { ErrorCode } from '@portal/shared/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors';
import type { SocialSandbox } from './sandbox';

const texts = {
  en: {
    title: 'Test sign-in (sandbox)',
    notice:
      'This is not Google, Facebook or Apple: it is the shop’s test provider, offered only outside production. Type who signs in.',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    allow: 'Continue as this person',
    cancel: 'Cancel',
  },
  km: {
    title: 'ការចូលសាកល្បង (sandbox)',
    notice:
      'នេះមិនមែនជា Google, Facebook ឬ Apple ទេ៖ វាជាអ្នកផ្តល់សេវាសាកល្បងរបស់ហាង ដែលមានតែក្រៅប្រព័ន្ធផលិតកម្មប៉ុណ្ណោះ។ សូមវាយបញ្ចូលអ្នកដែលចូល។',
    firstName: 'នាមខ្លួន',
    lastName: 'នាមត្រកូល',
    email: 'អ៊ីមែល',
    allow: 'បន្តជាអ្នកនេះ',
    cancel: 'បោះបង់',
  },
} as const;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

// The state is ours (provider.nonce, read back by /callback); anything else is refused rather than echoed.
const state = z.string({ error: 'badRequest' }).regex(/^sandbox\.[\w-]{1,100}$/, 'badRequest');
const field = z.string().trim().max(100, 'textIsTooLong').optional();

const pageQuerySchema = z.object({ state, lang: z.enum(['en', 'km']).default('en') });
const consentQuerySchema = z.object({
  state,
  email: field,
  firstName: field,
  lastName: field,
  cancel: z.string().optional(),
});

const consentPage = (lang: keyof typeof texts, stateValue: string) => {
  const t = texts[lang];
  const input = (name: 'firstName' | 'lastName' | 'email', type = 'text') =>
    `<label>${t[name]}<input name="${name}" type="${type}"${name === 'email' ? ' required' : ''}></label>`;
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.title}</title>
<style>body{font-family:system-ui,'Noto Sans Khmer',sans-serif;max-width:420px;margin:40px auto;padding:0 16px}
.notice{background:#fff4e6;border:1px solid #e8590c;padding:12px;border-radius:6px}
label{display:block;margin:12px 0}input{display:block;width:100%;padding:8px;box-sizing:border-box}
button{padding:8px 16px;margin-right:8px}</style></head>
<body><main><h1>${t.title}</h1><p class="notice" role="note">${t.notice}</p>
<form method="get" action="/client/auth/sandbox-provider/consent">
<input type="hidden" name="state" value="${escapeHtml(stateValue)}">
${input('firstName')}${input('lastName')}${input('email', 'email')}
<button type="submit">${t.allow}</button><button type="submit" name="cancel" value="1" formnovalidate>${t.cancel}</button>
</form></main></body></html>`;
};

/**
 * The sandbox provider's consent screen (never in production), reached through the portal's own /client: it sends
 * the browser back to /callback of the same origin with an ID token in the fragment, as Google does.
 */
export const socialSandboxRoutes: FastifyPluginAsyncZod<{ sandbox: SocialSandbox }> = async (
  app,
  { sandbox },
) => {
  // A page and a redirect that stand in for a provider's own, outside production: not part of the API's document.
  const tags = ['sandbox social provider'];
  app.get(
    '/auth/sandbox-provider',
    {
      schema: {
        hide: true,
        tags,
        summary: 'The sandbox provider’s consent page',
        querystring: pageQuerySchema,
      },
    },
    async (request, reply) =>
      reply
        .header(
          'Content-Security-Policy',
          "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
        )
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(consentPage(request.query.lang, request.query.state)),
  );

  app.get(
    '/auth/sandbox-provider/consent',
    {
      schema: {
        hide: true,
        tags,
        summary: 'Back to /callback with a sandbox ID token for the person typed in, or with access_denied',
        querystring: consentQuerySchema,
      },
    },
    async (request, reply) => {
      const { state: stateValue, email, firstName, lastName, cancel } = request.query;
      if (cancel) {
        return reply.redirect(
          `/callback#${new URLSearchParams({ error: 'access_denied', state: stateValue })}`,
        );
      }
      if (!email || !z.email().safeParse(email).success) {
        throw new AppError(400, ErrorCode.validation, 'invalidEmailAddress');
      }
      const token = await sandbox.issue({ email, firstName: firstName || null, lastName: lastName || null });
      return reply.redirect(`/callback#${new URLSearchParams({ id_token: token, state: stateValue })}`);
    },
  );
};
