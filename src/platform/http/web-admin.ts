import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { SESSION_COOKIE, readCookie } from '../auth/sessions.ts';
import { firstAnswersBlock, firstReadsOf, readFirstAnswers } from './first-answers.ts';

/** Where `npm run build` writes the web admin. */
const defaultWebDist = path.resolve(fileURLToPath(import.meta.url), '../../../../web/dist');

/** Surfaces whose unknown URLs keep answering problem+json (after the guard ran), never the admin page. */
const guardedPrefixes = ['/integration', '/bffweb', '/management'] as const;
const apiPrefixes = ['/api', '/actuator', '/.well-known', '/oauth', '/auth'] as const;

const notBuiltPage = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>Feira</title></head>
<body style="font-family: system-ui, sans-serif; margin: 3rem">
<h1>Feira</h1>
<p>O painel web ainda não foi gerado: rode <code>npm run build</code> (ou <code>npm start</code>, que o gera).</p>
<p lang="en">The web admin has not been built yet: run <code>npm run build</code> (or <code>npm start</code>, which builds it).</p>
</body></html>`;

/**
 * Serves the React admin from `web/dist` at `/`: hashed assets with a long cache, `index.html` for every
 * other browser path (the SPA routes itself). API prefixes never fall back to the page: their unknown
 * URLs stay 404 problem+json, and under the guarded surfaces only after authorization (401 before 404).
 */
export async function registerWebAdmin(app: FastifyInstance, distDir = defaultWebDist): Promise<void> {
  await app.register(fastifyStatic, { root: distDir, serve: false });

  const options = { schema: { hide: true }, config: { public: true } } as const;
  const sendIndex = (request: FastifyRequest, reply: FastifyReply, pagePath: string) => {
    const indexFile = path.join(distDir, 'index.html');
    if (!fs.existsSync(indexFile)) {
      return reply
        .code(200)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(notBuiltPage);
    }
    const html = fs.readFileSync(indexFile, 'utf8');
    const end = html.lastIndexOf('</body>');
    if (!readCookie(request.headers.cookie, SESSION_COOKIE) || end < 0) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', { cacheControl: false });
    }
    // With a session, the page carries the answers its first reads would ask for (WEB-95). Its head
    // goes out at once, so the browser fetches and compiles the scripts while the service reads; the
    // module script runs once the document is complete, the answers in it.
    const page = new PassThrough();
    page.write(html.slice(0, end));
    void readFirstAnswers(app, request, firstReadsOf(pagePath)).then((answers) => {
      if (!page.destroyed) page.end(firstAnswersBlock(answers) + html.slice(end));
    });
    // The seller's own data: never kept by a cache.
    return reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(page);
  };

  for (const prefix of guardedPrefixes) {
    app.get(`${prefix}/*`, { schema: { hide: true } }, (_request, reply) => reply.callNotFound());
  }

  app.get('/*', options, async (request, reply) => {
    const urlPath = request.url.split('?', 1)[0]!;
    if ([...apiPrefixes, ...guardedPrefixes].some((p) => urlPath === p || urlPath.startsWith(`${p}/`))) {
      return reply.callNotFound();
    }
    let relative: string;
    try {
      relative = decodeURIComponent(urlPath).replace(/^\/+/, '');
    } catch {
      return reply.callNotFound();
    }
    const file = path.resolve(distDir, relative);
    const inside = file.startsWith(distDir + path.sep);
    if (relative && inside && fs.statSync(file, { throwIfNoEntry: false })?.isFile()) {
      if (relative.startsWith('assets/')) {
        return reply.sendFile(relative, { cacheControl: true, maxAge: '365d', immutable: true });
      }
      return reply.sendFile(relative, { cacheControl: true, maxAge: 0 });
    }
    // A missing asset is a 404, not the page: a stale tab must not parse HTML as JavaScript.
    if (relative.startsWith('assets/') || path.extname(relative) !== '') return reply.callNotFound();
    return sendIndex(request, reply, urlPath);
  });
}
