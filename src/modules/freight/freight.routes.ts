import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { DomainError } from '../../platform/http/errors.ts';
import {
  ExplainQuerySchema,
  QuoteParamsSchema,
  QuoteRequestSchema,
  QuoteResponseSchema,
} from './freight.schemas.ts';
import type { QuoteResult } from './freight.quote-types.ts';
import { quoteFreight } from './freight.quotes.ts';
import { admitCaller } from './freight.limits.ts';
import { freightRuntimeOf } from './freight.runtime.ts';
import { withPublicIds } from './domain/public-ids.ts';

/** The public freight quote under /integration/quotes; the web admin's freight is in freight.bff.routes.ts. */
export async function freightRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/integration/quotes/:sellerId/:postalCode',
    {
      // A quote writes nothing, so it takes no Idempotency-Key (PLT-57).
      config: { public: true, writesNothing: true },
      schema: {
        operationId: 'quoteFreight',
        tags: ['freight/quotes'],
        summary: "Quote freight for a cart from the seller's carriers (public)",
        description:
          'No token: the seller comes from the path. 400 for a postal code that is not 8 digits, ' +
          'qty ≤ 0 or no quotationItems; 404 for a skuId the seller does not have or a SKU without weight or ' +
          'dimensions; 422 when the postal code is in a region no carrier of the seller serves; 200 with ' +
          '`shippingQuotes: []` when it is in no region, the cart is heavier than every band, or the ' +
          "region's carriers are deactivated. Answers are cached 5 minutes per cart and postal code (own-table " +
          'answers from the second asking, answers with an outside source from the first). The ' +
          'explanation of a quote is for the seller only: POST /bffweb/freight/quotes/{postalCode}?explain=true. ' +
          '429 with Retry-After past 10 quotes a second (bursts of 20) per seller and caller address, or when ' +
          "the seller's quote URL or carrier contracts were asked as often.",
        params: QuoteParamsSchema,
        querystring: ExplainQuerySchema,
        body: QuoteRequestSchema,
        response: { 200: QuoteResponseSchema },
      },
    },
    (request, reply) => {
      if (request.query.explain) {
        throw new DomainError(
          'forbidden',
          "An explanation shows the seller's freight configuration: use POST /bffweb/freight/quotes/{postalCode}?explain=true",
        );
      }
      // The one route where the seller comes from the path: the quote is public, so no token has
      // set one. Set in the request's own ctx rather than a copy of it (one object fewer per quote).
      request.ctx.sellerId = request.params.sellerId;
      admitCaller(freightRuntimeOf(request.ctx.rt).limits, request.params.sellerId, request.ip);
      let result;
      try {
        result = quoteFreight(request.ctx, request.params.postalCode, request.body, { publicIds: true });
      } catch (error) {
        throw publicError(error);
      }
      // Most answers are there at once (see quoteFreight): sent in this turn, not after a promise.
      return result instanceof Promise
        ? result.then(
            (settled) => sendQuote(reply, publicAnswer(settled)),
            (error: unknown) => {
              throw publicError(error);
            },
          )
        : sendQuote(reply, publicAnswer(result));
    },
  );
}

/**
 * The answer with the seller's carrier and band ids as their public aliases (FRT-27): own-table JSON
 * comes aliased already, quotes from outside sources are aliased here.
 */
function publicAnswer(result: QuoteResult): QuoteResult {
  if ('json' in result) return result;
  return {
    ...result,
    shippingQuotes: result.shippingQuotes.map((quote) => ({
      ...quote,
      carrierId: withPublicIds(quote.carrierId),
      valueFreightId: withPublicIds(quote.valueFreightId),
    })),
  };
}

/** What an anonymous caller is told: the region a postal code fell in is the seller's configuration (FRT-26). */
function publicError(error: unknown): unknown {
  if (!(error instanceof DomainError) || error.code !== 'freight-region-without-carrier') return error;
  const postalCode = error.details.postalCode;
  return new DomainError(
    'freight-region-without-carrier',
    `The postal code ${String(postalCode)} is in a region no carrier of the seller serves`,
    { postalCode },
  );
}

/**
 * Own-table answers come as JSON already, written as the response schema's serializer would (a
 * string with a JSON type is sent as it is; the typed send expects the schema's object). Sent here,
 * they leave the handler nothing to return: Fastify sends what a handler that is not async returns,
 * and for a reply already sent it logs a warning with an error made for it.
 */
export function sendQuote(reply: FastifyReply, result: QuoteResult) {
  if (!('json' in result)) return result;
  reply.type('application/json; charset=utf-8').send(result.json);
  return undefined;
}
