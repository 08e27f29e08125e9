import type { FeiraModule } from '../../platform/module.ts';
import { announceCacheChange, CACHE_CHANNEL, parseCacheChange } from './freight.cache.ts';
import { freightBffRoutes } from './freight.bff.routes.ts';
import { freightRoutes } from './freight.routes.ts';
import { freightRuntimeOf } from './freight.runtime.ts';
import { freightSealedColumns } from './freight.secrets.ts';

// What a SKU change must touch to change its quotes: weight and size, and the handling time added to deadlines.
const quotedFields = new Set(['DIMENSIONS', 'HANDLING_TIME']);

/**
 * Freight: carriers, regions and weight bands of each seller, the public quote,
 * outside quote sources behind one port, and the quote cache.
 */
export const freightModule: FeiraModule = {
  name: 'freight',
  setup(rt) {
    rt.sealedColumns.push(...freightSealedColumns);
    // Catalog changes reach the quote caches of every api process through the cache channel.
    rt.events.consume({
      name: 'freight.quote-cache',
      events: ['product.VariationUpdated', 'product.VariationRemoved'],
      // An update that says what changed and touched nothing quoted keeps the cached quotes: the relay
      // does not even queue it (a title edit of a big product is many events).
      wants: (event) => {
        const fields = event.name === 'product.VariationUpdated' ? event.payload.fields : undefined;
        return !fields || fields.some((field) => quotedFields.has(field));
      },
      async handle(event, ctx) {
        if (!event.sellerId) return;
        const change = { sellerId: event.sellerId, skuId: event.payload.skuId };
        const freight = freightRuntimeOf(rt);
        freight.forget(change);
        await announceCacheChange(ctx, change, freight.origin);
      },
    });
  },
  async routes(app, rt) {
    const freight = freightRuntimeOf(rt);
    // The caches serve only while this process hears every change: a dropped connection misses some.
    const unlisten = await rt.database.listen(
      CACHE_CHANNEL,
      (payload) => {
        const message = parseCacheChange(payload);
        if (message && message.origin !== freight.origin) freight.forget(message.change);
      },
      { onLost: () => freight.listening(false), onRestored: () => freight.listening(true) },
    );
    freight.listening(true);
    app.addHook('onClose', async () => {
      freight.listening(false);
      await unlisten();
      freight.close();
    });
    await freightRoutes(app);
    await freightBffRoutes(app, rt);
  },
};

export { createCarrier } from './freight.service.ts';
export { createRegion } from './freight.regions.service.ts';
export { createValue } from './freight.values.service.ts';
