import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Config } from '../../config.ts';
import { operationSecurity, securitySchemes } from '../auth/openapi-security.ts';
import { shapeDocument } from './openapi-shape.ts';

interface Document {
  decorator: string;
  path: string;
  title: string;
  description: string;
  /** Route prefixes this document shows; the others are hidden from it. */
  prefixes: readonly string[] | null;
}

const documents: readonly Document[] = [
  {
    decorator: 'swagger',
    path: '/api/openapi.json',
    title: 'Feira API (all surfaces)',
    description: 'Every surface of the service: the Integration API and the web back end.',
    prefixes: null,
  },
  {
    decorator: 'swaggerIntegration',
    path: '/api/openapi-integration.json',
    title: 'Feira Integration API',
    description:
      'The stable, versioned API for ERPs and hubs. Authenticate with an OAuth 2.0 access token: ' +
      '`Authorization: Bearer <ACCESS_TOKEN>`. The seller comes from the token.',
    prefixes: ['/integration'],
  },
  {
    decorator: 'swaggerBff',
    path: '/api/openapi-bff.json',
    title: 'Feira web back end (BFF)',
    description:
      'Routes for Feira’s own web admin. They may change without notice: do not integrate against them.',
    prefixes: ['/bffweb'],
  },
];

declare module 'fastify' {
  interface FastifyInstance {
    swaggerIntegration(): Record<string, unknown>;
    swaggerBff(): Record<string, unknown>;
  }
}

/**
 * The three OpenAPI documents: @fastify/swagger registered once per document, each with
 * a transform that hides the routes outside its prefixes.
 */
export async function registerOpenApi(app: FastifyInstance, config: Config, version: string): Promise<void> {
  for (const document of documents) {
    await app.register(swagger, {
      decorator: document.decorator,
      openapi: {
        openapi: '3.0.3',
        info: {
          title: document.title,
          description: document.description,
          version,
          // Feira is not published under an open licence: its API is for its sellers and their integrators.
          license: { name: 'Proprietary', url: 'https://feira.dev/license' },
        },
        servers: [{ url: config.publicUrl }],
        components: { securitySchemes: securitySchemes(config.publicUrl) },
      },
      transform: ({ schema, url, route }) => {
        const shown =
          document.prefixes === null
            ? !url.startsWith('/api/')
            : document.prefixes.some((p) => url.startsWith(p));
        const security = operationSecurity(url, route.config);
        if (shown) return { schema: security ? { ...(schema ?? {}), security } : schema, url };
        return { schema: { ...(schema ?? {}), hide: true }, url };
      },
    });
  }
  await app.register(swaggerUi, {
    routePrefix: '/api/swagger-ui',
    uiConfig: {
      urls: documents.map((d) => ({ url: d.path, name: d.title })),
      persistAuthorization: true,
    },
  });
  // The UI's own page lives at `/api/swagger-ui/`; partners are told of `index.html` in the same folder,
  // so the same page is served there (its relative asset links resolve identically).
  let indexPage: string | null = null;
  app.get('/api/swagger-ui/index.html', { schema: { hide: true } }, async (_request, reply) => {
    indexPage ??= (await app.inject({ method: 'GET', url: '/api/swagger-ui/' })).body;
    return reply.type('text/html; charset=utf-8').send(indexPage);
  });
  for (const document of documents) {
    // Shaped once: the generated document does not change while the app runs.
    let shaped: Record<string, unknown> | null = null;
    app.get(document.path, { schema: { hide: true } }, async () => {
      shaped ??= shapeDocument(
        (app as unknown as Record<string, () => Record<string, unknown>>)[document.decorator]!(),
      );
      return shaped;
    });
  }
}
