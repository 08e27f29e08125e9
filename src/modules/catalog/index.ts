import type { FeiraModule } from '../../platform/module.ts';
import { catalogRoutes } from './catalog.routes.ts';
import { taxonomyBffRoutes } from './taxonomy/taxonomy.bff.routes.ts';
import { taxonomyRoutes } from './taxonomy/taxonomy.routes.ts';
import { importBffRoutes } from './import-export/import.bff.routes.ts';
import { importManagementRoutes } from './import-export/import.management.routes.ts';
import { catalogMediaRoutes } from './media/media.routes.ts';
import { defineImportJob } from './import-export/import.service.ts';
import { defineUploadExpiry } from './import-export/import.upload-expiry.ts';
import { listenForProductChanges } from './cache/product-cache.ts';
import { skuNamesPort } from '../audit/index.ts';
import { variationSnapshots } from './catalog.queries.ts';

export const catalogModule: FeiraModule = {
  name: 'catalog',
  setup(rt) {
    defineImportJob(rt);
    defineUploadExpiry(rt);
    // The readable history names SKUs through audit's port (WEB-73).
    skuNamesPort.plug(
      async (ctx, skuIds) =>
        new Map(
          [...(await variationSnapshots(ctx, skuIds))].map(([id, s]) => [id, { sku: s.sku, title: s.title }]),
        ),
    );
  },
  async routes(app, rt) {
    // Only processes that serve reads keep a product cache, and only while they hear every change.
    const unlisten = await listenForProductChanges(rt);
    app.addHook('onClose', unlisten);
    await catalogRoutes(app, rt);
    await taxonomyRoutes(app, rt);
    await taxonomyBffRoutes(app);
    await importBffRoutes(app, rt);
    await importManagementRoutes(app, rt);
    await catalogMediaRoutes(app, rt);
  },
};

export { exportCommand, importCommand } from './import-export/import.cli.ts';
export {
  skuLogistics,
  skuCosts,
  variationSnapshots,
  skuIdsOfBrand,
  skuIdsOfRefs,
  skuIdsOfSkus,
  skuCodes,
  skuIdsInCategories,
  skuIdsOfBrands,
  knownTaxonomyIds,
  skuIdPage,
  skuCostPage,
  countSkus,
  skuCostCounts,
  variationCounts,
} from './catalog.queries.ts';
export type { SkuCost, VariationSnapshot, SkuFilter } from './catalog.queries.ts';
export { applyEanWrite } from './domain/ean-list.ts';
export { skuCostCoverage } from './catalog.coverage.ts';
export { createProduct } from './catalog.service.ts';
export { getProduct } from './catalog.reads.ts';
export { productSortFields, searchProducts } from './search/search.service.ts';
export { AdSummarySchema, BffProductSchema, ProductSchema, ProductSearchSchema } from './catalog.schemas.ts';
export type { ProductSearch } from './catalog.schemas.ts';
export { importFile } from './import-export/import.service.ts';
export { CSV_TYPE, XLSX_TYPE, readSheet, UnreadableFile } from './import-export/import.readers.ts';
export { createCategory } from './taxonomy/taxonomy.service.ts';
export { skuIdsByEan } from './catalog.ean-lookup.ts';
export { isValidGtin } from './domain/ean-list.ts';
