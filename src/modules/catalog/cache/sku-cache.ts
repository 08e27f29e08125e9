import { LRUCache } from 'lru-cache';

interface SkuResolution {
  sku: string;
  skuId: string;
  productId: string;
}

const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * SKU resolution cache: 5 minutes, 50,000 entries. Writes in this process forget
 * the entries they change; other processes catch up within the 5 minutes the spec allows.
 */
class SkuCache {
  private readonly cache = new LRUCache<string, SkuResolution>({ max: 50_000, ttl: FIVE_MINUTES });
  private key(sellerId: string, sku: string) {
    return `${sellerId}\u0000${sku}`;
  }
  get(sellerId: string, sku: string) {
    return this.cache.get(this.key(sellerId, sku));
  }
  set(sellerId: string, sku: string, value: SkuResolution) {
    this.cache.set(this.key(sellerId, sku), value);
  }
  forget(sellerId: string, sku: string) {
    this.cache.delete(this.key(sellerId, sku));
  }
}

export const skuCache = new SkuCache();
