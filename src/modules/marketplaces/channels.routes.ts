import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import { readCookie } from '../../platform/auth/sessions.ts';
import type { Runtime } from '../../platform/runtime.ts';
import { ConsentRefused } from './channel.ts';
import { consentAt, notificationsAt } from './marketplaces.service.ts';

/** The cookie that ties a consent to the browser that started it (SEC-62), scoped to its channel's callback. */
export const CONSENT_COOKIE = 'feira_connect';
/** As long as a channel keeps a consent open (Mercado Livre: 15 minutes). */
export const CONSENT_COOKIE_SECONDS = 15 * 60;

export const callbackPathOf = (slug: string) => `/channels/${slug}/callback`;

const ChannelParams = Type.Object({
  channel: Type.String({
    pattern: '^[a-z0-9-]{1,40}$',
    description: "The channel's slug, its folder's name",
  }),
});

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page a refused callback shows in the seller's browser (it came from the marketplace, not from the admin). */
const failurePage = (name: string, message: string) => `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(name)} não conectado</title></head>
<body><main><h1>${escapeHtml(name)} não conectado</h1><p>${escapeHtml(message)}</p>
<p><a href="/marketplaces">Voltar aos marketplaces</a></p></main></body></html>`;

/**
 * A channel's own shape of `part`, checked by the service's validator as a route's schema would be:
 * a mismatch answers the same 400 problem+json.
 */
function checked(request: FastifyRequest, schema: TSchema, part: 'body' | 'querystring', value: unknown) {
  const validate = request.compileValidationSchema(schema, part);
  if (!validate(value))
    throw Object.assign(new Error(`${part} is not valid`), {
      statusCode: 400,
      validation: validate.errors,
      validationContext: part,
    });
  return value;
}

/**
 * What marketplaces themselves call, for every channel of the registry: the seller's return from a
 * channel's consent page, and a channel's notifications. Each channel states the shape it sends.
 */
export async function channelRoutes(fastify: FastifyInstance, rt: Runtime): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/channels/:channel/notifications',
    {
      schema: {
        operationId: 'channelNotification',
        tags: ['channels'],
        summary:
          "A marketplace's notifications (the callback URL registered with it): answered at once, the resource fetched by a job",
        description:
          "The body is the channel's own (Mercado Livre: resource, user_id, topic, application_id); an unknown channel is not found.",
        params: ChannelParams,
        body: Type.Object({}, { maxProperties: 50 }),
      },
    },
    async (request, reply) => {
      const notifications = notificationsAt(request.params.channel);
      const body = checked(request, notifications.body, 'body', request.body);
      await notifications.receive(rt, body, { address: request.ip });
      return reply.code(200).send({});
    },
  );

  app.get(
    '/channels/:channel/callback',
    {
      schema: {
        operationId: 'channelCallback',
        tags: ['channels'],
        summary:
          'Where a marketplace sends the seller back after consent (the redirect URL registered with it)',
        description:
          "The query is the channel's own (OAuth: code, state or error); an unknown channel is not found.",
        params: ChannelParams,
      },
    },
    async (request, reply) => {
      const { channel, consent } = consentAt(request.params.channel);
      const query = checked(request, consent.callbackQuery, 'querystring', request.query);
      const path = callbackPathOf(channel.slug);
      const profile = channel.profiles[0]!;
      let step: void | { continueAt: string };
      try {
        const browserKey = readCookie(request.headers.cookie, CONSENT_COOKIE);
        step = await consent.finish(rt, query as Record<string, unknown>, browserKey);
      } catch (error) {
        if (!(error instanceof ConsentRefused)) throw error;
        return reply
          .code(400)
          .type('text/html; charset=utf-8')
          .send(failurePage(profile.name, error.message));
      }
      // A step in between (the marketplace waits for the app): the flow, and its cookie, go on.
      if (step) return reply.redirect(step.continueAt, 302);
      // Used up like its state (a refused callback leaves it: it may be another browser's forgery).
      reply.header('Set-Cookie', `${CONSENT_COOKIE}=; Path=${path}; HttpOnly; SameSite=Lax; Max-Age=0`);
      return reply.redirect(`/marketplaces?connected=${encodeURIComponent(profile.platform)}`, 302);
    },
  );
}
