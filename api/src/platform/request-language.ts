import type { FastifyInstance } from 'fastify';
import { type Language, languageOf } from './message-text';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language, from Accept-Language. */
    readonly language: Language;
  }
}

export const decorateRequestLanguage = (app: FastifyInstance) => {
  app.decorateRequest('language', {
    getter(this: { headers: { 'accept-language'?: string } }) {
      return languageOf(this.headers['accept-language']);
    },
  });
};
