/**
 * The web back end's routes and bodies, generated from /api/openapi-bff.json by `npm run web:api-types`.
 * Do not edit: change the route schemas and run the script again (a test fails while this file is stale).
 */
export interface paths {
  '/bffweb/apps/scopes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The scopes an app can have, what each allows, and which the caller may give */
    get: operations['bffListAppScopes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/apps/clients': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The seller's client_credentials apps (their secrets are never shown again) */
    get: operations['bffListClientApps'];
    put?: never;
    /** Create a client_credentials app bound to the seller; the secret is in this answer only */
    post: operations['bffCreateClientApp'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/apps/clients/{clientId}/rotate-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A new secret (in this answer only); the old one and every token it got stop working at once */
    post: operations['bffRotateClientAppSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/apps/clients/{clientId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove an app: it gets no new tokens and the ones it holds stop working at once */
    delete: operations['bffDeleteClientApp'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/apps/partners': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Partner apps the seller's users authorized (authorization code), with the scopes given */
    get: operations['bffListPartnerApps'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/apps/partners/{clientId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke a partner app for the seller: its grants, refresh tokens and access tokens stop working at once */
    delete: operations['bffRevokePartnerApp'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/catalog/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a product with its variations (EAN list rules apply) */
    post: operations['bffCreateProduct'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/catalog/products/{productId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get product */
    get: operations['bffGetProduct'];
    /** Replace a product (variations matched by skuId) */
    put: operations['bffReplaceProduct'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/catalog/skus/codes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The seller's sku code of each skuId (a read; ids the seller does not have are left out) */
    post: operations['bffSkuCodes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/catalog/categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The seller's categories as a tree */
    get: operations['bffListCategories'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/catalog/brands': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The seller's brands, by name */
    get: operations['bffListBrands'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/catalog/imports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The seller’s imports, newest first */
    get: operations['listCatalogImports'];
    put?: never;
    /**
     * Upload a CSV or XLSX file of products to import
     * @description Answers 202 once the file is stored and its header checked; a job imports it (follow Location). At most 104857600 bytes (413 beyond); an XLSX file that unpacks past the limits of docs/security.md is refused with 413 too, naming the part. One row per variation; the rows of one product share its externalId and follow each other. Header row required, names in any order and case: externalId, title, description, brand, nbm, categoryId, categories, condition, handlingTime, weight, height, width, length, inboundFreight, packaging, royalty, productAttributes, sku, skuId, ean, eans, cost, images, attributes. externalId and sku are required columns; an unknown or repeated column refuses the file (400). CSV in UTF-8 (a BOM is fine) or Windows-1252, separated by `,` or `;` (detected from the header); XLSX: the first worksheet. Numbers take a decimal point or comma (31.90, 31,90, 1.234,56). Product columns are read from the first row of each product; later rows repeat them or leave them empty (rows of a product met again later in the file only add: their empty product cells clear nothing). eans: values separated by `|`, the first is the main one; images: URLs separated by `|`, the first is the main one; attributes and productAttributes: `Name=Value;Name=Value`. Upsert: new products are created; existing ones get the file’s columns (an empty cell clears, a column absent from the file is left alone) and their variations are upserted by sku — never deleted. skuId (written by the export) is only checked against the sku; ean/eans follow the EAN list rules of product writes. Valid rows are written; an invalid row is not, and a product with invalid own fields writes none of its rows.
     */
    post: operations['uploadCatalogImport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/catalog/imports/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Progress of an import, with the first entries of its error report */
    get: operations['getCatalogImport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/catalog/imports/{id}/errors.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The whole error report of an import as CSV: row, field, reason */
    get: operations['getCatalogImportErrors'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/catalog/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The seller’s catalog as CSV, in the import’s format (one row per variation)
     * @description Importing the file back, here or into another seller, gives the same catalog. `delimiter=semicolon` writes `;` and decimal commas, which Excel in Portuguese opens as columns and numbers.
     */
    get: operations['exportCatalog'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/catalog/products/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Paged product search (filters in the body; page, size and sort in the query) */
    post: operations['bffSearchProducts'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/marketplaces': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List marketplaces */
    get: operations['bffListMarketplaces'];
    put?: never;
    /** Connect a platform; ads can only be created on a connected platform */
    post: operations['bffConnectMarketplace'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/marketplaces/platforms': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Platforms a seller can connect, and how each connects (the web admin’s marketplaces page) */
    get: operations['bffListPlatforms'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/marketplaces/{platform}/connect': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Starts connecting an account on its marketplace's consent page: the page's URL, the flow tied to this browser by a cookie */
    post: operations['bffConnectThroughConsent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/marketplaces/{platform}/categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The channel's categories for the seller's words (q), or its own suggestion for an ad's title (title), best first
     * @description 422 for a channel without categories to choose from; the channel’s refusal answers 422 in its words.
     */
    get: operations['bffSearchChannelCategories'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/marketplaces/{platform}/categories/{categoryId}/attributes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A channel category's attributes: which are required, and the values the channel lists
     * @description An unknown category is the channel’s refusal: 422 in its words.
     */
    get: operations['bffChannelCategoryAttributes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/marketplaces/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get marketplace */
    get: operations['bffGetMarketplace'];
    /** Update marketplace */
    put: operations['bffUpdateMarketplace'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/marketplaces/MERCADO_LIVRE/questions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Buyers' questions on the seller's Mercado Livre items, newest first (UNANSWERED by default) */
    get: operations['bffListMercadoLivreQuestions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/marketplaces/MERCADO_LIVRE/questions/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reads the account's unanswered questions from Mercado Livre again */
    post: operations['bffRefreshMercadoLivreQuestions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/marketplaces/MERCADO_LIVRE/questions/{questionId}/answer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Answers a buyer's question on Mercado Livre; a refusal comes back in the channel's words (422) */
    post: operations['bffAnswerMercadoLivreQuestion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/ads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Publish a variation on a connected platform (copies the variation's EANs, title, images…) */
    post: operations['bffCreateAd'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/ads/of-sku/{skuId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A SKU's ads with their prices, each saying whether it follows the SKU's price or keeps its own */
    get: operations['bffAdsOfSku'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/ads/bulk-edit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** The same changes on many ads, all or nothing */
    put: operations['bffBulkEditAds'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/ads/update/updateOptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Enable or disable updateOptions; enabling copies nothing (use sync)
     * @description Answers 202 with the array of the adIds processed; ids of other sellers are left out.
     */
    put: operations['bffSetAdUpdateOptions'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/ads/sync': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Re-emit the product's values to these ads for the given options */
    post: operations['bffSyncAds'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/ads/list/search/{platform}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ads of a platform with filters (status, any EAN, sku, channel errors) */
    post: operations['bffSearchAds'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/ads/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get ad */
    get: operations['bffGetAd'];
    /**
     * Change an ad (EAN list rules apply)
     * @description Saving an ad its channel refused (channel status ERROR) sends it to the channel again, even unchanged (ADS-111).
     */
    put: operations['bffUpdateAd'];
    post?: never;
    /**
     * Delete an ad that never made it to its channel (a refused listing), to list it again
     * @description 204 when deleted; 409 for an ad with an item on its channel (close it instead).
     */
    delete: operations['bffDeleteUnlistedAd'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/ads/{id}/close': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Close the ad's item on its channel for good (the ad becomes INACTIVE)
     * @description A closed item never sells again: only a relist, a new item, does. An ad that is a variation of a channel item removes that variation. The channel's refusal answers 422 in its words.
     */
    post: operations['bffCloseAdItem'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/ads/{id}/listing-type': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The ad's listing type and the ones its item may move to now, as the channel answers
     * @description Mercado Livre: the item's available upgrades and downgrades (none once its type was changed). 422 for an ad with no item yet, or whose channel has no listing types; the channel's refusal answers 422 channel-refused in its words.
     */
    get: operations['bffAdListingTypeMoves'];
    put?: never;
    /**
     * Move the ad's item to another listing type (Mercado Livre: once per item)
     * @description One of the moves GET /bffweb/ads/{id}/listing-type answers; the channel's refusal (a type it does not offer the item, a second change) answers 422 channel-refused with the channel's own text as detail.
     */
    post: operations['bffChangeAdListingType'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/ads/{id}/group': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get ad group */
    get: operations['bffGetAdGroup'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/marketplaces/{platform}/existing-items': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Items the seller already had on the channel, by state (UNMATCHED by default) */
    get: operations['bffListExistingItems'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/marketplaces/{platform}/existing-items/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reads the account's items on the channel again and links those that match a SKU */
    post: operations['bffImportExistingItems'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/marketplaces/{platform}/existing-items/{id}/link': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Links the item to a SKU as its ad, without publishing or changing the item
     * @description The SKU is named by `skuId` or by the seller's own `sku` code.
     */
    post: operations['bffLinkExistingItem'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/marketplaces/{platform}/existing-items/{id}/ignore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Leaves the item alone: it stays on the channel, not linked to any SKU */
    post: operations['bffIgnoreExistingItem'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/prices/bysku': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List price ("de") and sale price ("por") of one SKU, SKU-wide and per platform */
    get: operations['bffGetPriceBySku'];
    /**
     * Set the SKU-wide list price of one SKU
     * @description Answers 202. Repeating the same value only updates lastModifiedDt: no event, no history entry, no channel push.
     */
    put: operations['bffPutPriceBySku'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/prices/list/bysku': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Set many prices at once (DEFAULT or dated PROMOTION, SKU-wide or per platform)
     * @description Every item is checked before anything is written: a bad one is 400 naming `[index].field`, an unknown sku or skuId 404, and nothing is stored. A PROMOTION price wins over the list price inside its window.
     */
    put: operations['bffPutPriceList'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/prices/floor/bysku': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The floor of one SKU per connected channel, with its breakdown
     * @description The floor is the lowest price at which a sale still earns the seller minimum margin: (cost + fixed fee + freight) / (1 − commission − tax − minMargin), rounded up to the cent. A price below it is held.
     */
    get: operations['bffGetPriceFloorBySku'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/prices/guard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The seller's profit guard: minimum margin, taxes, change factor and channel costs */
    get: operations['bffGetPriceGuard'];
    /** Set the seller's profit guard (fields left out keep their value) */
    put: operations['bffPutPriceGuard'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/prices/held': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Price changes the profit guard held, newest first (HAL heldPrices) */
    get: operations['bffListHeldPrices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/prices/held/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One held price change, with its reason and floor */
    get: operations['bffGetHeldPrice'];
    put?: never;
    post?: never;
    /** Drop a held price change: the price stays what it was */
    delete: operations['bffDropHeldPrice'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/prices/held/{id}/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Apply a held price change as it was sent, and push it to the channels */
    post: operations['bffConfirmHeldPrice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/prices/parity': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The seller's parity rule across channels (null: none) */
    get: operations['bffGetPriceParity'];
    /**
     * Set the seller's parity rule (rule: null removes it)
     * @description Keeps channel's price at or below the lowest price of the seller's other connected channels for the same SKU (or at most band above it), never below its floor. Apply it with POST …/parity/apply.
     */
    put: operations['bffPutPriceParity'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/prices/parity/conflicts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** SKUs parity cannot bring into line without going below the floor (HAL parityConflicts) */
    get: operations['bffListPriceParityConflicts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/prices/parity/apply': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Give the rule's channel a price in parity wherever the floor allows, through the profit guard */
    post: operations['bffApplyPriceParity'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/prices/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Price changes, newest first, with their source (HAL priceHistoryApiDTOList)
     * @description Filter by sku or skuId, platform and source. Sources: API, ADMIN, RULE (with ruleId), PROMOTION (with promotionId), SCHEDULE (a dated PROMOTION price started or ended).
     */
    get: operations['bffListPriceHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/prices/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import a CSV or XLSX file of prices, through the profit guard
     * @description Columns: sku, price (31.90, 31,90 or 1.234,56) and optionally platform (empty: SKU-wide). Every row is checked before anything is written: a wrong one is 400 naming its row, and nothing is stored. At most 10000 prices and 2097152 bytes (413 beyond). Rows below their floor or changing the price too much are held, reported with their row; the rest are applied.
     */
    post: operations['bffImportPrices'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/promotions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a promotion (201)
     * @description status INACTIVE (default) or ACTIVE (activated at once). An unknown ruleType is 400 listing the allowed ones.
     */
    post: operations['bffCreatePromotion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/promotions/list/all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Paged list of the seller's promotions (HAL promotionApiDTOList)
     * @description page, size and sort (createdAt, name, startDate, endDate, status; newest first by default) in the query
     */
    get: operations['bffListPromotions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/promotions/list/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Paged search by status, dates, ruleType and marketplace (HAL promotionApiDTOList)
     * @description Filters in the body; page, size and sort (createdAt, name, startDate, endDate, status; newest first by default) in the query.
     */
    post: operations['bffSearchPromotions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/promotions/list/search/ids': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The same search, answering every matching id (newest first) */
    post: operations['bffSearchPromotionIds'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/promotions/activate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Activate promotions (body: JSON array of ids)
     * @description All or none: an unknown id is 404, a FINISHED promotion or one whose endDate has passed 409. Already ACTIVE ones are left as they are. Prices change at once, or at startDate when it is ahead.
     */
    put: operations['bffActivatePromotions'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/promotions/finish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Finish promotions (body: JSON array of ids)
     * @description All or none: an unknown id is 404, an INACTIVE promotion 409; FINISHED ones are left as they are. With restorePricesOnAutoFinish the list prices show again; without, the promotional prices are kept.
     */
    put: operations['bffFinishPromotions'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/promotions/update/{promotionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Replace the fields of a promotion
     * @description INACTIVE or ACTIVE (an ACTIVE one reprices at once); FINISHED is 409. Statuses move through activate and finish.
     */
    put: operations['bffUpdatePromotion'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/promotions/{promotionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One promotion */
    get: operations['bffGetPromotion'];
    put?: never;
    post?: never;
    /** Remove a promotion that is not running (an ACTIVE one is 409: finish it first) */
    delete: operations['bffDeletePromotion'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/promotions/{promotionId}/clone': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Copy a promotion: new id, INACTIVE (201) */
    post: operations['bffClonePromotion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/promotions/{promotionId}/skus': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The SKUs a promotion prices and at what price, per platform (HAL promotionSkuList)
     * @description In effect: the SKUs it covers now. Otherwise (INACTIVE, waiting for its start, FINISHED): what it would price if it took effect now (preview: true). Paged by SKU (page, size in the query).
     */
    get: operations['bffPromotionSkus'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/promotions/{promotionId}/guard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What the profit guard makes of a promotion, per SKU and platform (HAL promotionGuardList)
     * @description Before it starts, or while it runs: its price stacked over the list price in force, the margin that leaves, the floor, and whether the guard holds the SKU out of the promotion. blocked=true lists only those, and the page total counts them. Paged by SKU.
     */
    get: operations['bffPromotionGuard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/prices/stock/{skuId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Stock of a variation per warehouse, reserved, and available per platform */
    get: operations['bffGetStockDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/prices/stock/{skuId}/warehouses/{warehouseId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set the units on hand of a variation in one warehouse */
    put: operations['bffPutWarehouseStock'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/price-formation/rules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Paged rules, newest first, optionally of one status (HAL priceFormationRuleList) */
    get: operations['listPriceFormationRules'];
    put?: never;
    /**
     * Create a rule (201, status INACTIVE)
     * @description Driver PROFIT is 400 unsupported-driver; a CONTRIBUTION_MARGIN whose denominator is ≤ 0 is 400 invalid-objective.
     */
    post: operations['createPriceFormationRule'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/price-formation/rules/{ruleId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Rule detail */
    get: operations['getPriceFormationRule'];
    /**
     * Replace a rule’s fields
     * @description A FINISHED rule becomes INACTIVE again; an ACTIVE one takes the new fields from its next apply or cost change; SCHEDULED is 409.
     */
    put: operations['updatePriceFormationRule'];
    post?: never;
    /** Delete an INACTIVE or FINISHED rule (204); the prices it set stay */
    delete: operations['deletePriceFormationRule'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/price-formation/rules/{ruleId}/apply': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Schedule the execution job (202 {jobId, ruleId, status: PENDING})
     * @description Runs now, or at a startDate still ahead. A FINISHED rule is 409.
     */
    post: operations['applyPriceFormationRule'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/price-formation/rules/{ruleId}/clone': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Copy of the rule, INACTIVE, with a new id (201) */
    post: operations['clonePriceFormationRule'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/price-formation/rules/{ruleId}/finish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Finish an ACTIVE or SCHEDULED rule; restores pre-rule prices when restorePricesOnAutoFinish
     * @description lastJobId names the RESTORE job when there is one.
     */
    post: operations['finishPriceFormationRule'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/price-formation/rules/{ruleId}/restore-prices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Restore the pre-rule prices (202 {jobId, ruleId, status})
     * @description A SCHEDULED or ACTIVE rule becomes FINISHED (else its next run would undo the restore); INACTIVE and FINISHED rules keep their status. Prices changed since by the seller or another rule stay.
     */
    post: operations['restorePriceFormationPrices'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/price-formation/rules/{ruleId}/summary': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Eligible SKUs, cost coverage (alert below 50 %) and the last job */
    get: operations['getPriceFormationSummary'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/price-formation/rules/{ruleId}/results': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Per SKU and platform: old and new price, the rule that priced it, or why it was skipped (HAL priceFormationResultList) */
    get: operations['listPriceFormationResults'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/price-formation/rules/{ruleId}/jobs/{jobId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Job status: progressPct, processedSkus, totalSkus, errors */
    get: operations['getPriceFormationJob'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/price-formation/rules/{ruleId}/simulate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Dry run of a stored rule: the prices apply would write now; nothing is written */
    post: operations['simulatePriceFormationRule'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/price-formation/simulate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ad-hoc dry run; nothing is written */
    post: operations['simulatePriceFormation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/price-formation/templates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The seller’s templates, newest first */
    get: operations['listPriceFormationTemplates'];
    put?: never;
    /** Create a reusable rule template (201) */
    post: operations['createPriceFormationTemplate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/price-formation/templates/{id}/copy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Copy a template to a seller (201)
     * @description A seller (web session or token with bffweb:price-formation) copies its own templates to itself; any other target is 403. An operator (ROLE_ADMIN token, no seller) copies any template to any seller; an unknown template or seller is 404.
     */
    post: operations['copyPriceFormationTemplate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/freight/carriers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List freight carriers */
    get: operations['listFreightCarriers'];
    put?: never;
    /** Register a carrier: own table, own quote URL or a carrier integration */
    post: operations['createFreightCarrier'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/freight/carriers/{carrierId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get freight carrier */
    get: operations['getFreightCarrier'];
    put?: never;
    post?: never;
    /** Remove a carrier and its freight values */
    delete: operations['deleteFreightCarrier'];
    options?: never;
    head?: never;
    /** Change a carrier; `active: false` keeps it in its regions but quotes nothing */
    patch: operations['updateFreightCarrier'];
    trace?: never;
  };
  '/bffweb/freight/carriers/{carrierId}/table': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import a carrier's table from CSV, replacing its freight values
     * @description All or nothing: a file with bad rows answers 400 freight-import-invalid with `errors` [{row, field, message}] (row = line of the file) and writes nothing. Regions the file names that the seller lacks are created; the carrier is assigned to every region of the file. `dryRun` validates and counts without writing.
     */
    post: operations['importFreightCarrierTable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/freight/regions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Regions, optionally those holding a postal code or served by a carrier */
    get: operations['listFreightRegions'];
    put?: never;
    /** Create a region: one or more postal code ranges and the carriers serving them */
    post: operations['createFreightRegion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/freight/regions/{regionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get freight region */
    get: operations['getFreightRegion'];
    put?: never;
    post?: never;
    /** Remove a region with its freight values */
    delete: operations['deleteFreightRegion'];
    options?: never;
    head?: never;
    /** Change a region; ranges and carrierIds, when sent, replace the stored ones */
    patch: operations['updateFreightRegion'];
    trace?: never;
  };
  '/bffweb/freight/values': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List freight values */
    get: operations['listFreightValues'];
    put?: never;
    /**
     * Price a weight band of a carrier in a region
     * @description A band covers weightFrom < weight ≤ weightTo (kg). Bands of the same carrier, region and service (serviceName and freightType) may not overlap: 400 freight-band-overlap.
     */
    post: operations['createFreightValue'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/freight/values/{valueId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get freight value */
    get: operations['getFreightValue'];
    put?: never;
    post?: never;
    /** Delete freight value */
    delete: operations['deleteFreightValue'];
    options?: never;
    head?: never;
    /** Update freight value */
    patch: operations['updateFreightValue'];
    trace?: never;
  };
  '/bffweb/freight/quotes/{postalCode}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Quote tester: the public quote for this seller, with `?explain=true` showing how it was made
     * @description The explanation lists the regions holding the postal code, per carrier the real, cubic and billable weight and the band chosen (or why none), and every outside call with its latency or why it was dropped. Explained quotes bypass the cache.
     */
    post: operations['testFreightQuote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/orders/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Paged order search by status, platform, creation dates and text */
    post: operations['bffSearchOrders'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/orders/{orderId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An order with its financials and the margin waterfall */
    get: operations['bffGetOrder'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/orders/{orderId}/paid': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Mark order paid */
    put: operations['bffMarkOrderPaid'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/orders/{orderId}/invoiced': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Attach the invoice and mark the order invoiced, on the channel too */
    put: operations['bffMarkOrderInvoiced'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/orders/{orderId}/tracking': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Set the carrier's tracking of a parcel the seller sent
     * @description For a parcel the seller sends with a carrier of their own, on a channel whose logistics do not track it (ORD-33): an INVOICED order becomes SHIPPED (order.OrderShipped, its stock no longer held); a SHIPPED or SHIPMENT_EXCEPTION order has its tracking corrected. Any other status answers 409 invalid-order-transition; an order of a channel whose logistics track the parcel (Mercado Livre's) answers 409 tracking-by-channel. A channel that must be told the tracking (Amazon, for orders the seller fulfils) is told first: its refusal answers 422 channel-refused with the channel's reason and leaves the order as it was. The same tracking again answers the order unchanged.
     */
    put: operations['bffSetOrderTracking'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/orders/{orderId}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Cancel order */
    put: operations['bffCancelOrder'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/orders/{orderId}/channel-status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Sandbox sellers: play the channel reporting shipped, delivered, concluded, returned… */
    put: operations['bffReportSandboxOrderStatus'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/orders/sandbox': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sandbox sellers: make a connected sandbox channel produce an order */
    post: operations['bffCreateSandboxOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/orders/picking-list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Each SKU of the chosen orders with its units summed across them, in SKU code order */
    post: operations['bffOrderPickingList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/orders/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The orders of a search as CSV (newest first, at most 10000)
     * @description UTF-8 with BOM, `;` between cells and decimal commas (Excel in Portuguese), times in São Paulo.
     */
    post: operations['bffExportOrders'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/orders/labels/platform/{platform}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start label generation for orders of one platform (202: taken, not ready) */
    post: operations['bffRequestLabelGroup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/orders/labels/batch': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start labels for orders of any platforms, one group per platform (202: taken, not ready); then download them in one file */
    post: operations['bffRequestLabelBatch'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/orders/labels/batch/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every label of one format the groups made, in one file (ZPL one after another, PDF pages in one PDF); 409 while a group is being made */
    get: operations['bffDownloadLabelBatch'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/orders/labels/byOrder/{orderId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The newest label group holding an order (204: the order has none; 404: no such order), so its page shows the label again */
    get: operations['bffGetOrderLabelGroup'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/orders/labels/{groupId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A label group: its status and packages (label link or refusal reason) */
    get: operations['bffGetLabelGroup'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/orders/labels/{groupId}/files/{packageId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The label file of a package (ZPL or PDF) */
    get: operations['bffDownloadLabel'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/reconciliation/totals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Per channel, over the orders created in the period: expected, received, difference and money not yet released; and which connected channels report settlements */
    get: operations['bffReconciliationTotals'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/reconciliation/differences': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The orders whose money differs from what the sale promised or is held past its release date (or those of one status), the largest difference first */
    get: operations['bffListReconciliationDifferences'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/reconciliation/orders/{orderId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One order's reconciliation, line by line, with its evidence: each settlement the channel reported, its charges in the channel's own words */
    get: operations['bffGetOrderReconciliation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/reconciliation/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One channel's differences in the period as CSV, in the shape a dispute with the channel needs (Portuguese headers) */
    get: operations['bffExportReconciliationDifferences'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List webhooks */
    get: operations['listWebhooks'];
    put?: never;
    /** Register a webhook; the answer carries its signing secret */
    post: operations['createWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get webhook */
    get: operations['getWebhook'];
    put?: never;
    post?: never;
    /** Delete a webhook with its delivery log and missed notifications */
    delete: operations['deleteWebhook'];
    options?: never;
    head?: never;
    /** Change any of urlName, url, token, statuses, domains */
    patch: operations['updateWebhook'];
    trace?: never;
  };
  '/bffweb/webhooks/{id}/disable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Stop deliveries; events meanwhile become missed notifications */
    post: operations['disableWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/webhooks/{id}/enable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Enable webhook */
    post: operations['enableWebhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/webhooks/{id}/secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The Standard Webhooks signing secret */
    get: operations['getWebhookSecret'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/webhooks/{id}/secret/rotate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** New signing secret; the old one keeps signing beside it for 24 hours */
    post: operations['rotateWebhookSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/webhooks/{id}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a WebhookTest event once; its outcome shows in the delivery log */
    post: operations['sendWebhookTestEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/webhooks/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Delivery log, newest first */
    get: operations['listWebhookDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/webhooks/{id}/deliveries/{deliveryId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One delivery with every attempt */
    get: operations['getWebhookDelivery'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/webhooks/{id}/deliveries/{deliveryId}/redeliver': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Attempt one delivery again now */
    post: operations['redeliverWebhookDelivery'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/webhooks/missed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Notifications every attempt failed for, kept 30 days */
    get: operations['bffListMissedNotifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/webhooks/missed/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send missed notifications again, by ids or by a window of event time */
    post: operations['bffResendMissedNotifications'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Today's orders, revenue and contribution margin, and the alerts of the seller's back office */
    get: operations['bffDashboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/dashboard/reports/sales': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Sales, contribution margin and units of the days asked, by period and by channel or SKU */
    get: operations['bffSalesReport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/dashboard/reports/sales/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The sales report as CSV: one line per period and channel or SKU that sold
     * @description UTF-8 with BOM, `;` between cells and decimal commas (Excel in Portuguese).
     */
    get: operations['bffSalesReportCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/bffweb/audit/changes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The seller's change history, newest first: who changed which price, cost, stock, ad, product, rule, promotion, app, webhook or channel connection, named as the seller knows them, with the values before and after */
    get: operations['bffListChanges'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @description RFC 9457 problem details */
    Problem: {
      /** @description A URI naming the kind of problem, e.g. …/validation-failed */
      type: string;
      title: string;
      status: number;
      detail?: string;
      instance?: string;
      errors?: {
        field?: string;
        /** @description In English, for logs and developers */
        message?: string;
        /** @description What was refused: the JSON Schema keyword (minLength, enum, …) or a service rule */
        keyword?: string;
        /** @description The bound of a length, size or range keyword */
        limit?: number;
        /** @description The values an enum accepts */
        allowedValues?: unknown[];
        /** @description The other field a rule compares this one with */
        other?: string;
      }[];
      /** @description 403 only: the scope the call lacks */
      required_scope?: string;
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  bffListAppScopes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            scope: string;
            /** @description What the scope allows, in Portuguese */
            pt: string;
            /** @description What the scope allows, in English */
            en: string;
            /** @description Whether the caller may give this scope to an app */
            grantable: boolean;
          }[];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffListClientApps: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            clientId: string;
            name: string;
            scopes: string[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            secretRotatedAt: string | null;
          }[];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffCreateClientApp: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** @description Without scopes the app can only read */
          scopes: string[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            clientId: string;
            name: string;
            scopes: string[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            secretRotatedAt: string | null;
            /** @description Shown in this answer only; only its hash is kept */
            clientSecret: string;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffRotateClientAppSecret: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            clientId: string;
            name: string;
            scopes: string[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            secretRotatedAt: string | null;
            /** @description Shown in this answer only; only its hash is kept */
            clientSecret: string;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffDeleteClientApp: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffListPartnerApps: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            clientId: string;
            name: string;
            scopes: string[];
            /** Format: date-time */
            authorizedAt: string;
            /**
             * Format: date-time
             * @description When the app last got tokens for the seller (null when unknown)
             */
            lastUsedAt: string | null;
            /** @description E-mails of the seller's users who authorized it */
            authorizedBy: string[];
          }[];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffRevokePartnerApp: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        clientId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffCreateProduct: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The seller's product id (productId) */
          externalId: string;
          title: string;
          description?: string | null;
          brand?: string | null;
          nbm?: string | null;
          /** @description The main category: the one channels use. With `categories` it must be one of them (absent: the first of them); alone it is the only category (null: none). */
          categoryId?: string | null;
          /** @description Every category of the product (ids of the seller's categories; repeated ids count once), such as a marketplace path or several shelves; `[]` for none. The main one is `categoryId`, or the first when `categoryId` is absent. Search, price formation rules and promotions by category match any of them. Absent: `categoryId` alone decides (a PUT replaces the list). */
          categories?: string[];
          /** @enum {string} */
          condition?: 'NEW' | 'USED' | 'REFURBISHED';
          /** @description Days */
          handlingTime?: number;
          warranty?: {
            /** @description Months */
            time?: number;
            /** @enum {string} */
            type?: 'SELLER_WARRANTY' | 'FACTORY_WARRANTY';
          };
          fiscal?: {
            /** @description 8-digit NCM */
            ncm?: string;
            /** @description Fiscal origin code (0-8) */
            origin?: number;
            countryOfOrigin?: string;
          };
          dimension?: {
            /** @description Weight in kg */
            weight?: number;
            /** @description Height in cm */
            height?: number;
            /** @description Width in cm */
            width?: number;
            /** @description Length in cm (the depth of ads and of the external quote contract) */
            length?: number;
          };
          productCosts?: {
            /** @description Supplier to distribution centre, per unit (BRL) */
            inboundFreight?: number;
            /** @description Per unit (BRL) */
            packaging?: number;
            /** @description Per unit (BRL) */
            royalty?: number;
          };
          attributes?: {
            name: string;
            value: string;
          }[];
          /**
           * @description INACTIVE takes every variation off sale, whatever their own status: ads that follow STATUS pause. Absent: ACTIVE when created, unchanged on PUT
           * @enum {string}
           */
          status?: 'ACTIVE' | 'INACTIVE';
          variations: {
            /** @description Service id of an existing variation (PUT); omit to (re)create */
            skuId?: string;
            /** @description Seller's code */
            sku: string;
            /**
             * @deprecated
             * @description Deprecated (no removal date): the main EAN; send it together with eans
             */
            ean?: string | null;
            eans?:
              | {
                  value: string;
                  /** @description Defaults to false */
                  main?: boolean;
                }[]
              | null;
            /** @description Unit cost (BRL, up to 4 decimals) */
            cost?: number | null;
            attributes?: {
              name: string;
              value: string;
            }[];
            images?: {
              /** Format: uri */
              url: string;
              main?: boolean;
            }[];
            videos?: {
              /** Format: uri */
              url: string;
              main?: boolean;
            }[];
            dimension?: {
              /** @description Weight in kg */
              weight?: number;
              /** @description Height in cm */
              height?: number;
              /** @description Width in cm */
              width?: number;
              /** @description Length in cm (the depth of ads and of the external quote contract) */
              length?: number;
            } | null;
            kit?:
              | {
                  skuId: string;
                  qty: number;
                }[]
              | null;
            /**
             * @description INACTIVE takes the variation off sale: its ads that follow STATUS pause. Absent: ACTIVE when created, unchanged on PUT and PATCH
             * @enum {string}
             */
            status?: 'ACTIVE' | 'INACTIVE';
          }[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            productId: string;
            variations: {
              sku: string;
              skuId: string;
            }[];
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffGetProduct: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description externalId */
        productId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            productId: string;
            externalId: string;
            title: string;
            description?: string;
            brand?: string;
            brandId?: string;
            nbm?: string;
            /** @description The main category (the one channels use) */
            categoryId?: string;
            /** @description Every category of the product, the main one (`categoryId`) first; `[]` when none */
            categories: string[];
            /** @enum {string} */
            condition?: 'NEW' | 'USED' | 'REFURBISHED';
            handlingTime?: number;
            warranty?: {
              /** @description Months */
              time?: number;
              /** @enum {string} */
              type?: 'SELLER_WARRANTY' | 'FACTORY_WARRANTY';
            };
            fiscal?: {
              /** @description 8-digit NCM */
              ncm?: string;
              /** @description Fiscal origin code (0-8) */
              origin?: number;
              countryOfOrigin?: string;
            };
            dimension?: {
              /** @description Weight in kg */
              weight?: number;
              /** @description Height in cm */
              height?: number;
              /** @description Width in cm */
              width?: number;
              /** @description Length in cm (the depth of ads and of the external quote contract) */
              length?: number;
            };
            productCosts?: {
              /** @description Supplier to distribution centre, per unit (BRL) */
              inboundFreight?: number;
              /** @description Per unit (BRL) */
              packaging?: number;
              /** @description Per unit (BRL) */
              royalty?: number;
            };
            attributes: {
              name: string;
              value: string;
            }[];
            /**
             * @description INACTIVE: every variation is off sale, whatever its own status
             * @enum {string}
             */
            status: 'ACTIVE' | 'INACTIVE';
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            variations: {
              skuId: string;
              sku: string;
              productId: string;
              /**
               * @deprecated
               * @description Deprecated (no removal date): the main EAN of eans
               */
              ean: string | null;
              eans: {
                value: string;
                /** @description Defaults to false */
                main?: boolean;
              }[];
              cost?: number | null;
              attributes: {
                name: string;
                value: string;
              }[];
              images: {
                /** Format: uri */
                url: string;
                main?: boolean;
              }[];
              videos: {
                /** Format: uri */
                url: string;
                main?: boolean;
              }[];
              dimension?: {
                /** @description Weight in kg */
                weight?: number;
                /** @description Height in cm */
                height?: number;
                /** @description Width in cm */
                width?: number;
                /** @description Length in cm (the depth of ads and of the external quote contract) */
                length?: number;
              };
              kit?: {
                skuId: string;
                qty: number;
              }[];
              /**
               * @description The variation’s own status; it is on sale only when the product is ACTIVE too
               * @enum {string}
               */
              status: 'ACTIVE' | 'INACTIVE';
              /** Format: date-time */
              createdAt: string;
              /** Format: date-time */
              updatedAt: string;
              ads: {
                id: string;
                platform: string;
                /** @enum {string} */
                status: 'ACTIVE' | 'INACTIVE' | 'PAUSED';
                /**
                 * @description Where the ad stands on the marketplace
                 * @enum {string}
                 */
                channelStatus: 'PENDING' | 'PUBLISHED' | 'ERROR';
                price: number | null;
                /** @description False when the ad keeps a price of its own: the SKU's price changes do not reach it */
                followsPrice: boolean;
                stock: number;
                lastError: string | null;
              }[];
              /** @description The SKU-wide price (every marketplace without one of its own); null when none is set */
              price: {
                listPrice: number | null;
                /** @description What it sells for now (a promotion) */
                salePrice: number | null;
              } | null;
              /** @description Over every warehouse; 0 for a SKU whose stock was never written */
              stock: {
                onHand: number;
                /** @description On hand less what open orders reserve */
                available: number;
              };
            }[];
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffReplaceProduct: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description externalId */
        productId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The seller's product id (productId) */
          externalId: string;
          title: string;
          description?: string | null;
          brand?: string | null;
          nbm?: string | null;
          /** @description The main category: the one channels use. With `categories` it must be one of them (absent: the first of them); alone it is the only category (null: none). */
          categoryId?: string | null;
          /** @description Every category of the product (ids of the seller's categories; repeated ids count once), such as a marketplace path or several shelves; `[]` for none. The main one is `categoryId`, or the first when `categoryId` is absent. Search, price formation rules and promotions by category match any of them. Absent: `categoryId` alone decides (a PUT replaces the list). */
          categories?: string[];
          /** @enum {string} */
          condition?: 'NEW' | 'USED' | 'REFURBISHED';
          /** @description Days */
          handlingTime?: number;
          warranty?: {
            /** @description Months */
            time?: number;
            /** @enum {string} */
            type?: 'SELLER_WARRANTY' | 'FACTORY_WARRANTY';
          };
          fiscal?: {
            /** @description 8-digit NCM */
            ncm?: string;
            /** @description Fiscal origin code (0-8) */
            origin?: number;
            countryOfOrigin?: string;
          };
          dimension?: {
            /** @description Weight in kg */
            weight?: number;
            /** @description Height in cm */
            height?: number;
            /** @description Width in cm */
            width?: number;
            /** @description Length in cm (the depth of ads and of the external quote contract) */
            length?: number;
          };
          productCosts?: {
            /** @description Supplier to distribution centre, per unit (BRL) */
            inboundFreight?: number;
            /** @description Per unit (BRL) */
            packaging?: number;
            /** @description Per unit (BRL) */
            royalty?: number;
          };
          attributes?: {
            name: string;
            value: string;
          }[];
          /**
           * @description INACTIVE takes every variation off sale, whatever their own status: ads that follow STATUS pause. Absent: ACTIVE when created, unchanged on PUT
           * @enum {string}
           */
          status?: 'ACTIVE' | 'INACTIVE';
          variations: {
            /** @description Service id of an existing variation (PUT); omit to (re)create */
            skuId?: string;
            /** @description Seller's code */
            sku: string;
            /**
             * @deprecated
             * @description Deprecated (no removal date): the main EAN; send it together with eans
             */
            ean?: string | null;
            eans?:
              | {
                  value: string;
                  /** @description Defaults to false */
                  main?: boolean;
                }[]
              | null;
            /** @description Unit cost (BRL, up to 4 decimals) */
            cost?: number | null;
            attributes?: {
              name: string;
              value: string;
            }[];
            images?: {
              /** Format: uri */
              url: string;
              main?: boolean;
            }[];
            videos?: {
              /** Format: uri */
              url: string;
              main?: boolean;
            }[];
            dimension?: {
              /** @description Weight in kg */
              weight?: number;
              /** @description Height in cm */
              height?: number;
              /** @description Width in cm */
              width?: number;
              /** @description Length in cm (the depth of ads and of the external quote contract) */
              length?: number;
            } | null;
            kit?:
              | {
                  skuId: string;
                  qty: number;
                }[]
              | null;
            /**
             * @description INACTIVE takes the variation off sale: its ads that follow STATUS pause. Absent: ACTIVE when created, unchanged on PUT and PATCH
             * @enum {string}
             */
            status?: 'ACTIVE' | 'INACTIVE';
          }[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            productId: string;
            variations: {
              sku: string;
              skuId: string;
            }[];
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffSkuCodes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Service skuIds, as other pages (price simulations, quotes) show them */
          skuIds: string[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            skus: {
              skuId: string;
              sku: string;
            }[];
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffListCategories: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            parentId: string | null;
            path: string[];
            /** @description Child categories, of this same shape */
            children: unknown[];
          }[];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffListBrands: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            mappings: {
              [key: string]: string;
            };
            createdAt: string;
            updatedAt: string;
          }[];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listCatalogImports: {
    parameters: {
      query?: {
        /** @description 0-based page number, at most 2147483647 */
        page?: number;
        /** @description Page size (default 20): 0 is read as 1, more than 200 as 200 */
        size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _embedded: {
              catalogImportList: {
                id: string;
                fileName: string;
                /** @enum {string} */
                format: 'CSV' | 'XLSX';
                /** @enum {string} */
                source: 'UPLOAD' | 'CLI';
                /** @enum {string} */
                status: 'PENDING' | 'RUNNING' | 'DONE' | 'FAILED';
                totalBytes: number;
                processedBytes: number;
                /** @description Share of the file read and written */
                percent: number;
                /** @description Known once the whole file is read */
                totalRows: number | null;
                processedRows: number;
                validRows: number;
                invalidRows: number;
                /** @description Entries of the error report */
                errorCount: number;
                /** @description Why a FAILED import stopped */
                detail: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                startedAt: string | null;
                /** Format: date-time */
                finishedAt: string | null;
              }[];
            };
            page: {
              size: number;
              totalElements: number;
              totalPages: number;
              number: number;
            };
            _links?: {
              [key: string]: {
                href: string;
              };
            };
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  uploadCatalogImport: {
    parameters: {
      query?: {
        /** @description Shown in the import list */
        fileName?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The file itself */
    requestBody: {
      content: {
        'text/csv': string;
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
      };
    };
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @enum {string} */
            status: 'PENDING' | 'RUNNING' | 'DONE' | 'FAILED';
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getCatalogImport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            fileName: string;
            /** @enum {string} */
            format: 'CSV' | 'XLSX';
            /** @enum {string} */
            source: 'UPLOAD' | 'CLI';
            /** @enum {string} */
            status: 'PENDING' | 'RUNNING' | 'DONE' | 'FAILED';
            totalBytes: number;
            processedBytes: number;
            /** @description Share of the file read and written */
            percent: number;
            /** @description Known once the whole file is read */
            totalRows: number | null;
            processedRows: number;
            validRows: number;
            invalidRows: number;
            /** @description Entries of the error report */
            errorCount: number;
            /** @description Why a FAILED import stopped */
            detail: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            startedAt: string | null;
            /** Format: date-time */
            finishedAt: string | null;
            /** @description The first 100 entries; all in errors.csv */
            errors: {
              /** @description Row of the file; the header is row 1 */
              row: number;
              /** @description The column, or `header` / `file` */
              field: string;
              /** @description Why, in English */
              reason: string;
              /**
               * @description Why, as a code a client can word in its own language (null on reports older than codes)
               * @enum {string|null}
               */
              code:
                | 'required'
                | 'not-a-number'
                | 'not-one-of'
                | 'invalid-value'
                | 'not-name-value'
                | 'unstorable'
                | 'no-header-name'
                | 'title-required-first-row'
                | 'differs-from-first-row'
                | 'duplicate-sku'
                | 'product-not-written'
                | 'title-required-new'
                | 'category-not-found'
                | 'sku-in-other-product'
                | 'sku-rename'
                | 'ean'
                | 'bad-file'
                | 'xlsx-too-large'
                | 'upload-interrupted'
                | null;
              /** @description What the code names: the value, a row, a product, an EAN rule */
              params?: {
                [key: string]: string | number;
              };
            }[];
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getCatalogImportErrors: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description UTF-8 with BOM; columns row, field, reason */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  exportCatalog: {
    parameters: {
      query?: {
        delimiter?: 'comma' | 'semicolon';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description UTF-8 with BOM; the columns of the import */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffSearchProducts: {
    parameters: {
      query?: {
        /** @description 0-based page number, at most 2147483647 */
        page?: number;
        /** @description Page size (default 20): 0 is read as 1, more than 200 as 200 */
        size?: number;
        /** @description `field,asc` or `field,desc` (e.g. `externalId,desc`); field one of externalId, title, createdAt, updatedAt */
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Part of the title, externalId or sku, ignoring case and accents; digits also match part of any EAN */
          text?: string;
          sku?: string;
          /** @description Matches any EAN of a variation, main or secondary */
          ean?: string;
          brand?: string;
          /** @description Products with this category among theirs, main or not (subcategories not included) */
          categoryId?: string;
          /** @description Only products with a variation without cost */
          missingCost?: boolean;
          /** @description Only products with a variation without EAN */
          missingEan?: boolean;
          /** @description A platform: only products with a variation that has no ad there */
          notPublishedOn?: string;
          /** Format: date-time */
          updatedSince?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _embedded: {
              productApiDTOList: {
                productId: string;
                externalId: string;
                title: string;
                description?: string;
                brand?: string;
                brandId?: string;
                nbm?: string;
                /** @description The main category (the one channels use) */
                categoryId?: string;
                /** @description Every category of the product, the main one (`categoryId`) first; `[]` when none */
                categories: string[];
                /** @enum {string} */
                condition?: 'NEW' | 'USED' | 'REFURBISHED';
                handlingTime?: number;
                warranty?: {
                  /** @description Months */
                  time?: number;
                  /** @enum {string} */
                  type?: 'SELLER_WARRANTY' | 'FACTORY_WARRANTY';
                };
                fiscal?: {
                  /** @description 8-digit NCM */
                  ncm?: string;
                  /** @description Fiscal origin code (0-8) */
                  origin?: number;
                  countryOfOrigin?: string;
                };
                dimension?: {
                  /** @description Weight in kg */
                  weight?: number;
                  /** @description Height in cm */
                  height?: number;
                  /** @description Width in cm */
                  width?: number;
                  /** @description Length in cm (the depth of ads and of the external quote contract) */
                  length?: number;
                };
                productCosts?: {
                  /** @description Supplier to distribution centre, per unit (BRL) */
                  inboundFreight?: number;
                  /** @description Per unit (BRL) */
                  packaging?: number;
                  /** @description Per unit (BRL) */
                  royalty?: number;
                };
                attributes: {
                  name: string;
                  value: string;
                }[];
                /**
                 * @description INACTIVE: every variation is off sale, whatever its own status
                 * @enum {string}
                 */
                status: 'ACTIVE' | 'INACTIVE';
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
                variations: {
                  skuId: string;
                  sku: string;
                  productId: string;
                  /**
                   * @deprecated
                   * @description Deprecated (no removal date): the main EAN of eans
                   */
                  ean: string | null;
                  eans: {
                    value: string;
                    /** @description Defaults to false */
                    main?: boolean;
                  }[];
                  cost?: number | null;
                  attributes: {
                    name: string;
                    value: string;
                  }[];
                  images: {
                    /** Format: uri */
                    url: string;
                    main?: boolean;
                  }[];
                  videos: {
                    /** Format: uri */
                    url: string;
                    main?: boolean;
                  }[];
                  dimension?: {
                    /** @description Weight in kg */
                    weight?: number;
                    /** @description Height in cm */
                    height?: number;
                    /** @description Width in cm */
                    width?: number;
                    /** @description Length in cm (the depth of ads and of the external quote contract) */
                    length?: number;
                  };
                  kit?: {
                    skuId: string;
                    qty: number;
                  }[];
                  /**
                   * @description The variation’s own status; it is on sale only when the product is ACTIVE too
                   * @enum {string}
                   */
                  status: 'ACTIVE' | 'INACTIVE';
                  /** Format: date-time */
                  createdAt: string;
                  /** Format: date-time */
                  updatedAt: string;
                  ads: {
                    id: string;
                    platform: string;
                    /** @enum {string} */
                    status: 'ACTIVE' | 'INACTIVE' | 'PAUSED';
                    /**
                     * @description Where the ad stands on the marketplace
                     * @enum {string}
                     */
                    channelStatus: 'PENDING' | 'PUBLISHED' | 'ERROR';
                    price: number | null;
                    /** @description False when the ad keeps a price of its own: the SKU's price changes do not reach it */
                    followsPrice: boolean;
                    stock: number;
                    lastError: string | null;
                  }[];
                  /** @description The SKU-wide price (every marketplace without one of its own); null when none is set */
                  price: {
                    listPrice: number | null;
                    /** @description What it sells for now (a promotion) */
                    salePrice: number | null;
                  } | null;
                  /** @description Over every warehouse; 0 for a SKU whose stock was never written */
                  stock: {
                    onHand: number;
                    /** @description On hand less what open orders reserve */
                    available: number;
                  };
                }[];
              }[];
            };
            page: {
              size: number;
              totalElements: number;
              totalPages: number;
              number: number;
            };
            _links?: {
              [key: string]: {
                href: string;
              };
            };
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffListMarketplaces: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            platform: string;
            accountId?: string;
            /** @enum {string} */
            status: 'CONNECTED' | 'DISCONNECTED' | 'NEEDS_ATTENTION';
            statusReason?: string;
            settings?: {
              [key: string]: unknown;
            };
            createdAt: string;
            updatedAt: string;
          }[];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffConnectMarketplace: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Platform code, as GET /integration/platforms lists them */
          platform: string;
          accountId?: string;
          /** @description Channel settings, e.g. {"titleTemplate": "{title} {attr:Cor}"} */
          settings?: {
            [key: string]: unknown;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            platform: string;
            accountId?: string;
            /** @enum {string} */
            status: 'CONNECTED' | 'DISCONNECTED' | 'NEEDS_ATTENTION';
            statusReason?: string;
            settings?: {
              [key: string]: unknown;
            };
            createdAt: string;
            updatedAt: string;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffListPlatforms: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            platform: string;
            name: string;
            publishes: string[];
            /**
             * @description DIRECT: POST /bffweb/marketplaces connects it; CONSENT: POST /bffweb/marketplaces/{platform}/connect sends the seller to the marketplace's consent page
             * @enum {string}
             */
            connection: 'DIRECT' | 'CONSENT';
            /** @description Connecting reads the items the seller already had there (/bffweb/marketplaces/{platform}/existing-items) */
            readsExistingItems: boolean;
            /** @description The seller may choose the ad's category on this channel (/bffweb/marketplaces/{platform}/categories) */
            choosesCategories: boolean;
            /** @description The channel's listing types (exposure levels) an ad may have; empty when it has none */
            listingTypes: {
              id: string;
              name: string;
            }[];
            /** @description The seller types the tracking of this channel's parcels (PUT /bffweb/orders/{orderId}/tracking): its logistics do not track them */
            sellerTracksParcels: boolean;
          }[];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffConnectThroughConsent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Platform code, as GET /integration/platforms lists them */
        platform: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            authorizationUrl: string;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffSearchChannelCategories: {
    parameters: {
      query: {
        /** @description The seller's account on the platform (its id in /bffweb/marketplaces) the channel is asked through */
        accountId: string;
        q?: string;
        title?: string;
      };
      header?: never;
      path: {
        /** @description Platform code, as GET /integration/platforms lists them */
        platform: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The channel's id of the category: what an ad's channelCategoryId takes */
            id: string;
            name: string;
            /** @description Where it sits in the channel’s tree, in its words */
            path?: string;
          }[];
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffChannelCategoryAttributes: {
    parameters: {
      query: {
        /** @description The seller's account on the platform (its id in /bffweb/marketplaces) the channel is asked through */
        accountId: string;
      };
      header?: never;
      path: {
        /** @description Platform code, as GET /integration/platforms lists them */
        platform: string;
        categoryId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The attribute's id: the name an ad's attribute answers it with */
            id: string;
            /** @description The attribute's name on the channel, in Portuguese where the channel has it */
            name: string;
            /** @description What the channel says the attribute is, where it explains it */
            description?: string;
            required: boolean;
            /** @description Filled by Feira from the ad's own fields (SKU, EAN, condition): not asked of the seller */
            automatic: boolean;
            /** @description The values the channel lists; empty for free text */
            values: {
              id: string;
              name: string;
            }[];
          }[];
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffGetMarketplace: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            platform: string;
            accountId?: string;
            /** @enum {string} */
            status: 'CONNECTED' | 'DISCONNECTED' | 'NEEDS_ATTENTION';
            statusReason?: string;
            settings?: {
              [key: string]: unknown;
            };
            createdAt: string;
            updatedAt: string;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffUpdateMarketplace: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status?: 'CONNECTED' | 'DISCONNECTED';
          accountId?: string;
          /** @description Channel settings, e.g. {"titleTemplate": "{title} {attr:Cor}"} */
          settings?: {
            [key: string]: unknown;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            platform: string;
            accountId?: string;
            /** @enum {string} */
            status: 'CONNECTED' | 'DISCONNECTED' | 'NEEDS_ATTENTION';
            statusReason?: string;
            settings?: {
              [key: string]: unknown;
            };
            createdAt: string;
            updatedAt: string;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffListMercadoLivreQuestions: {
    parameters: {
      query?: {
        status?: 'UNANSWERED' | 'ANSWERED' | 'CLOSED_UNANSWERED' | 'UNDER_REVIEW';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            questions: {
              questionId: string;
              itemId: string;
              itemTitle: string | null;
              /** @description The ad of the item, when Feira published or linked it */
              adId: string | null;
              text: string;
              /** @description Mercado Livre's status: UNANSWERED, ANSWERED, CLOSED_UNANSWERED… */
              status: string;
              /** Format: date-time */
              askedAt: string;
              /**
               * Format: date-time
               * @description A day after the question (ADS-71)
               */
              answerDueAt: string;
              /** @description Negative when overdue; null once answered */
              secondsLeft: number | null;
              answer: string | null;
              /** Format: date-time */
              answeredAt: string | null;
            }[];
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffRefreshMercadoLivreQuestions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            queued: boolean;
          };
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffAnswerMercadoLivreQuestion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        questionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          text: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            questionId: string;
            itemId: string;
            itemTitle: string | null;
            /** @description The ad of the item, when Feira published or linked it */
            adId: string | null;
            text: string;
            /** @description Mercado Livre's status: UNANSWERED, ANSWERED, CLOSED_UNANSWERED… */
            status: string;
            /** Format: date-time */
            askedAt: string;
            /**
             * Format: date-time
             * @description A day after the question (ADS-71)
             */
            answerDueAt: string;
            /** @description Negative when overdue; null once answered */
            secondsLeft: number | null;
            answer: string | null;
            /** Format: date-time */
            answeredAt: string | null;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffCreateAd: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          originSkuId: string;
          platform: string;
          /** @description The channel's category (e.g. Mercado Livre's MLB1234, Amazon's product type SHIRT); without it the channel's discovery picks one from the title */
          channelCategoryId?: string;
          /**
           * @description Mercado Livre's listing type (Premium, Clássico, Grátis); default gold_special
           * @enum {string}
           */
          listingType?: 'gold_pro' | 'gold_special' | 'free';
          name?: string;
          description?: string | null;
          /** @enum {string} */
          status?: 'ACTIVE' | 'INACTIVE' | 'PAUSED';
          /**
           * @deprecated
           * @description Deprecated (no removal date): the main EAN; send it together with eans
           */
          ean?: string | null;
          eans?:
            | {
                value: string;
                main?: boolean;
              }[]
            | null;
          price?: number | null;
          stock?: number;
          images?: {
            /** Format: uri */
            url: string;
            main?: boolean;
          }[];
          videos?: {
            /** Format: uri */
            url: string;
            main?: boolean;
          }[];
          attributes?: {
            name: string;
            value: string;
          }[];
          specifications?: {
            name: string;
            value: string;
          }[];
          updateOptions?: (
            | 'TITLE'
            | 'DESCRIPTION'
            | 'DIMENSIONS'
            | 'HANDLING_TIME'
            | 'IMAGES'
            | 'VIDEOS'
            | 'STATUS'
            | 'PRICE'
            | 'SPECIFICATION'
            | 'EAN'
            | 'BRAND'
            | 'FISCAL'
            | 'WARRANTY'
            | 'CONDITION'
          )[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            sellerId: string;
            originSkuId: string | null;
            sku?: string;
            productId: string;
            parentId?: string;
            platform: string;
            accountId: string;
            /** @enum {string} */
            status: 'ACTIVE' | 'INACTIVE' | 'PAUSED';
            name: string;
            description?: string;
            /**
             * @deprecated
             * @description Deprecated (no removal date): the main EAN of eans
             */
            ean: string | null;
            eans?: {
              value: string;
              main: boolean;
            }[];
            defaultPrice?: {
              value: number;
            };
            price?: number;
            stock: number;
            images: {
              /** Format: uri */
              url: string;
              main?: boolean;
            }[];
            videos: {
              /** Format: uri */
              url: string;
              main?: boolean;
            }[];
            attributes: {
              name: string;
              value: string;
            }[];
            specifications: {
              name: string;
              value: string;
            }[];
            dimensions?: {
              [key: string]: number;
            };
            handlingTime?: number;
            brand?: string;
            fiscal?: {
              [key: string]: unknown;
            };
            warranty?: {
              [key: string]: unknown;
            };
            /**
             * @description As the product’s (CONDITION option)
             * @enum {string}
             */
            condition?: 'NEW' | 'USED' | 'REFURBISHED';
            updateOptions: (
              | 'TITLE'
              | 'DESCRIPTION'
              | 'DIMENSIONS'
              | 'HANDLING_TIME'
              | 'IMAGES'
              | 'VIDEOS'
              | 'STATUS'
              | 'PRICE'
              | 'SPECIFICATION'
              | 'EAN'
              | 'BRAND'
              | 'FISCAL'
              | 'WARRANTY'
              | 'CONDITION'
            )[];
            channel: {
              itemId?: string;
              /** @enum {string} */
              status: 'PENDING' | 'PUBLISHED' | 'ERROR';
              categoryId?: string;
              listingType?: string;
              permalink?: string;
              inSync: boolean;
              lastSyncAt?: string;
              lastError?: string;
              /** @description The channel's catalog id of the listed product (Amazon's ASIN), once read */
              asin?: string;
              /** @description What the channel itself holds for the item, as it last answered (publication, its notifications, the reconciliation poll); on single-ad reads and the web admin's ads list, for channels that tell it */
              held?: {
                itemId: string;
                /** @description The item's status on the channel (active, paused, closed…) */
                status: string;
                /** @description The channel's reasons, e.g. out_of_stock */
                subStatus: string[];
                /** @description The channel's marks on the item, e.g. moderation_penalty on one its moderation paused */
                tags: string[];
                price: string | null;
                stock: number | null;
                /** @description The channel's own warehouse holds the stock (Mercado Livre Full): stock is its count, read-only; Feira pushes no quantity to the item */
                fulfillment?: boolean;
                channelUpdatedAt: string | null;
                refreshedAt: string;
              };
            };
            createdAt: string;
            updatedAt: string;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffAdsOfSku: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        skuId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            skuId: string;
            ads: {
              id: string;
              platform: string;
              /** @enum {string} */
              status: 'ACTIVE' | 'INACTIVE' | 'PAUSED';
              /**
               * @description Where the ad stands on the marketplace
               * @enum {string}
               */
              channelStatus: 'PENDING' | 'PUBLISHED' | 'ERROR';
              price: number | null;
              /** @description False when the ad keeps a price of its own: the SKU's price changes do not reach it */
              followsPrice: boolean;
              stock: number;
              lastError: string | null;
            }[];
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffBulkEditAds: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          adIds: string[];
          changes: {
            name?: string;
            description?: string | null;
            /** @enum {string} */
            status?: 'ACTIVE' | 'INACTIVE' | 'PAUSED';
            /**
             * @deprecated
             * @description Deprecated (no removal date): the main EAN; send it together with eans
             */
            ean?: string | null;
            eans?:
              | {
                  value: string;
                  main?: boolean;
                }[]
              | null;
            price?: number | null;
            stock?: number;
            images?: {
              /** Format: uri */
              url: string;
              main?: boolean;
            }[];
            videos?: {
              /** Format: uri */
              url: string;
              main?: boolean;
            }[];
            attributes?: {
              name: string;
              value: string;
            }[];
            specifications?: {
              name: string;
              value: string;
            }[];
            updateOptions?: (
              | 'TITLE'
              | 'DESCRIPTION'
              | 'DIMENSIONS'
              | 'HANDLING_TIME'
              | 'IMAGES'
              | 'VIDEOS'
              | 'STATUS'
              | 'PRICE'
              | 'SPECIFICATION'
              | 'EAN'
              | 'BRAND'
              | 'FISCAL'
              | 'WARRANTY'
              | 'CONDITION'
            )[];
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            adIds: string[];
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffSetAdUpdateOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          adIds: string[];
          eventOptions: (
            | 'TITLE'
            | 'DESCRIPTION'
            | 'DIMENSIONS'
            | 'HANDLING_TIME'
            | 'IMAGES'
            | 'VIDEOS'
            | 'STATUS'
            | 'PRICE'
            | 'SPECIFICATION'
            | 'EAN'
            | 'BRAND'
            | 'FISCAL'
            | 'WARRANTY'
            | 'CONDITION'
          )[];
          /** @enum {string} */
          action: 'ENABLE' | 'DISABLE';
        };
      };
    };
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': string[];
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffSyncAds: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          adIds: string[];
          eventOptions?: (
            | 'TITLE'
            | 'DESCRIPTION'
            | 'DIMENSIONS'
            | 'HANDLING_TIME'
            | 'IMAGES'
            | 'VIDEOS'
            | 'STATUS'
            | 'PRICE'
            | 'SPECIFICATION'
            | 'EAN'
            | 'BRAND'
            | 'FISCAL'
            | 'WARRANTY'
            | 'CONDITION'
          )[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            adIds: string[];
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffSearchAds: {
    parameters: {
      query?: {
        /** @description 0-based page number, at most 2147483647 */
        page?: number;
        /** @description Page size (default 20): 0 is read as 1, more than 200 as 200 */
        size?: number;
        /** @description `field,asc` or `field,desc` (e.g. `name,desc`); field one of name, sku, updatedAt, createdAt */
        sort?: string;
      };
      header?: never;
      path: {
        platform: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          status?: 'ACTIVE' | 'INACTIVE' | 'PAUSED';
          /** @description Any EAN of the list, main or secondary */
          ean?: string;
          sku?: string;
          originSkuId?: string;
          text?: string;
          /** @enum {string} */
          channelStatus?: 'PENDING' | 'PUBLISHED' | 'ERROR';
          /** @description Only ads whose last push to the channel failed */
          withErrors?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _embedded: {
              adApiDTOList: {
                id: string;
                sellerId: string;
                originSkuId: string | null;
                sku?: string;
                productId: string;
                parentId?: string;
                platform: string;
                accountId: string;
                /** @enum {string} */
                status: 'ACTIVE' | 'INACTIVE' | 'PAUSED';
                name: string;
                description?: string;
                /**
                 * @deprecated
                 * @description Deprecated (no removal date): the main EAN of eans
                 */
                ean: string | null;
                eans?: {
                  value: string;
                  main: boolean;
                }[];
                defaultPrice?: {
                  value: number;
                };
                price?: number;
                stock: number;
                images: {
                  /** Format: uri */
                  url: string;
                  main?: boolean;
                }[];
                videos: {
                  /** Format: uri */
                  url: string;
                  main?: boolean;
                }[];
                attributes: {
                  name: string;
                  value: string;
                }[];
                specifications: {
                  name: string;
                  value: string;
                }[];
                dimensions?: {
                  [key: string]: number;
                };
                handlingTime?: number;
                brand?: string;
                fiscal?: {
                  [key: string]: unknown;
                };
                warranty?: {
                  [key: string]: unknown;
                };
                /**
                 * @description As the product’s (CONDITION option)
                 * @enum {string}
                 */
                condition?: 'NEW' | 'USED' | 'REFURBISHED';
                updateOptions: (
                  | 'TITLE'
                  | 'DESCRIPTION'
                  | 'DIMENSIONS'
                  | 'HANDLING_TIME'
                  | 'IMAGES'
                  | 'VIDEOS'
                  | 'STATUS'
                  | 'PRICE'
                  | 'SPECIFICATION'
                  | 'EAN'
                  | 'BRAND'
                  | 'FISCAL'
                  | 'WARRANTY'
                  | 'CONDITION'
                )[];
                channel: {
                  itemId?: string;
                  /** @enum {string} */
                  status: 'PENDING' | 'PUBLISHED' | 'ERROR';
                  categoryId?: string;
                  listingType?: string;
                  permalink?: string;
                  inSync: boolean;
                  lastSyncAt?: string;
                  lastError?: string;
                  /** @description The channel's catalog id of the listed product (Amazon's ASIN), once read */
                  asin?: string;
                  /** @description What the channel itself holds for the item, as it last answered (publication, its notifications, the reconciliation poll); on single-ad reads and the web admin's ads list, for channels that tell it */
                  held?: {
                    itemId: string;
                    /** @description The item's status on the channel (active, paused, closed…) */
                    status: string;
                    /** @description The channel's reasons, e.g. out_of_stock */
                    subStatus: string[];
                    /** @description The channel's marks on the item, e.g. moderation_penalty on one its moderation paused */
                    tags: string[];
                    price: string | null;
                    stock: number | null;
                    /** @description The channel's own warehouse holds the stock (Mercado Livre Full): stock is its count, read-only; Feira pushes no quantity to the item */
                    fulfillment?: boolean;
                    channelUpdatedAt: string | null;
                    refreshedAt: string;
                  };
                };
                createdAt: string;
                updatedAt: string;
              }[];
            };
            page: {
              size: number;
              totalElements: number;
              totalPages: number;
              number: number;
            };
            _links?: {
              [key: string]: {
                href: string;
              };
            };
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffGetAd: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            sellerId: string;
            originSkuId: string | null;
            sku?: string;
            productId: string;
            parentId?: string;
            platform: string;
            accountId: string;
            /** @enum {string} */
            status: 'ACTIVE' | 'INACTIVE' | 'PAUSED';
            name: string;
            description?: string;
            /**
             * @deprecated
             * @description Deprecated (no removal date): the main EAN of eans
             */
            ean: string | null;
            eans?: {
              value: string;
              main: boolean;
            }[];
            defaultPrice?: {
              value: number;
            };
            price?: number;
            stock: number;
            images: {
              /** Format: uri */
              url: string;
              main?: boolean;
            }[];
            videos: {
              /** Format: uri */
              url: string;
              main?: boolean;
            }[];
            attributes: {
              name: string;
              value: string;
            }[];
            specifications: {
              name: string;
              value: string;
            }[];
            dimensions?: {
              [key: string]: number;
            };
            handlingTime?: number;
            brand?: string;
            fiscal?: {
              [key: string]: unknown;
            };
            warranty?: {
              [key: string]: unknown;
            };
            /**
             * @description As the product’s (CONDITION option)
             * @enum {string}
             */
            condition?: 'NEW' | 'USED' | 'REFURBISHED';
            updateOptions: (
              | 'TITLE'
              | 'DESCRIPTION'
              | 'DIMENSIONS'
              | 'HANDLING_TIME'
              | 'IMAGES'
              | 'VIDEOS'
              | 'STATUS'
              | 'PRICE'
              | 'SPECIFICATION'
              | 'EAN'
              | 'BRAND'
              | 'FISCAL'
              | 'WARRANTY'
              | 'CONDITION'
            )[];
            channel: {
              itemId?: string;
              /** @enum {string} */
              status: 'PENDING' | 'PUBLISHED' | 'ERROR';
              categoryId?: string;
              listingType?: string;
              permalink?: string;
              inSync: boolean;
              lastSyncAt?: string;
              lastError?: string;
              /** @description The channel's catalog id of the listed product (Amazon's ASIN), once read */
              asin?: string;
              /** @description What the channel itself holds for the item, as it last answered (publication, its notifications, the reconciliation poll); on single-ad reads and the web admin's ads list, for channels that tell it */
              held?: {
                itemId: string;
                /** @description The item's status on the channel (active, paused, closed…) */
                status: string;
                /** @description The channel's reasons, e.g. out_of_stock */
                subStatus: string[];
                /** @description The channel's marks on the item, e.g. moderation_penalty on one its moderation paused */
                tags: string[];
                price: string | null;
                stock: number | null;
                /** @description The channel's own warehouse holds the stock (Mercado Livre Full): stock is its count, read-only; Feira pushes no quantity to the item */
                fulfillment?: boolean;
                channelUpdatedAt: string | null;
                refreshedAt: string;
              };
            };
            createdAt: string;
            updatedAt: string;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffUpdateAd: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          description?: string | null;
          /** @enum {string} */
          status?: 'ACTIVE' | 'INACTIVE' | 'PAUSED';
          /**
           * @deprecated
           * @description Deprecated (no removal date): the main EAN; send it together with eans
           */
          ean?: string | null;
          eans?:
            | {
                value: string;
                main?: boolean;
              }[]
            | null;
          price?: number | null;
          stock?: number;
          images?: {
            /** Format: uri */
            url: string;
            main?: boolean;
          }[];
          videos?: {
            /** Format: uri */
            url: string;
            main?: boolean;
          }[];
          attributes?: {
            name: string;
            value: string;
          }[];
          specifications?: {
            name: string;
            value: string;
          }[];
          updateOptions?: (
            | 'TITLE'
            | 'DESCRIPTION'
            | 'DIMENSIONS'
            | 'HANDLING_TIME'
            | 'IMAGES'
            | 'VIDEOS'
            | 'STATUS'
            | 'PRICE'
            | 'SPECIFICATION'
            | 'EAN'
            | 'BRAND'
            | 'FISCAL'
            | 'WARRANTY'
            | 'CONDITION'
          )[];
          /** @description The channel's category (GET /bffweb/marketplaces/{platform}/categories), on an ad its channel has not listed yet (409 after) */
          channelCategoryId?: string | null;
          /** @description One of the channel's listingTypes (GET /bffweb/marketplaces/platforms), on an ad its channel has not listed yet; a listed item changes through POST /bffweb/ads/{id}/listing-type */
          listingType?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            sellerId: string;
            originSkuId: string | null;
            sku?: string;
            productId: string;
            parentId?: string;
            platform: string;
            accountId: string;
            /** @enum {string} */
            status: 'ACTIVE' | 'INACTIVE' | 'PAUSED';
            name: string;
            description?: string;
            /**
             * @deprecated
             * @description Deprecated (no removal date): the main EAN of eans
             */
            ean: string | null;
            eans?: {
              value: string;
              main: boolean;
            }[];
            defaultPrice?: {
              value: number;
            };
            price?: number;
            stock: number;
            images: {
              /** Format: uri */
              url: string;
              main?: boolean;
            }[];
            videos: {
              /** Format: uri */
              url: string;
              main?: boolean;
            }[];
            attributes: {
              name: string;
              value: string;
            }[];
            specifications: {
              name: string;
              value: string;
            }[];
            dimensions?: {
              [key: string]: number;
            };
            handlingTime?: number;
            brand?: string;
            fiscal?: {
              [key: string]: unknown;
            };
            warranty?: {
              [key: string]: unknown;
            };
            /**
             * @description As the product’s (CONDITION option)
             * @enum {string}
             */
            condition?: 'NEW' | 'USED' | 'REFURBISHED';
            updateOptions: (
              | 'TITLE'
              | 'DESCRIPTION'
              | 'DIMENSIONS'
              | 'HANDLING_TIME'
              | 'IMAGES'
              | 'VIDEOS'
              | 'STATUS'
              | 'PRICE'
              | 'SPECIFICATION'
              | 'EAN'
              | 'BRAND'
              | 'FISCAL'
              | 'WARRANTY'
              | 'CONDITION'
            )[];
            channel: {
              itemId?: string;
              /** @enum {string} */
              status: 'PENDING' | 'PUBLISHED' | 'ERROR';
              categoryId?: string;
              listingType?: string;
              permalink?: string;
              inSync: boolean;
              lastSyncAt?: string;
              lastError?: string;
              /** @description The channel's catalog id of the listed product (Amazon's ASIN), once read */
              asin?: string;
              /** @description What the channel itself holds for the item, as it last answered (publication, its notifications, the reconciliation poll); on single-ad reads and the web admin's ads list, for channels that tell it */
              held?: {
                itemId: string;
                /** @description The item's status on the channel (active, paused, closed…) */
                status: string;
                /** @description The channel's reasons, e.g. out_of_stock */
                subStatus: string[];
                /** @description The channel's marks on the item, e.g. moderation_penalty on one its moderation paused */
                tags: string[];
                price: string | null;
                stock: number | null;
                /** @description The channel's own warehouse holds the stock (Mercado Livre Full): stock is its count, read-only; Feira pushes no quantity to the item */
                fulfillment?: boolean;
                channelUpdatedAt: string | null;
                refreshedAt: string;
              };
            };
            createdAt: string;
            updatedAt: string;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffDeleteUnlistedAd: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffCloseAdItem: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            sellerId: string;
            originSkuId: string | null;
            sku?: string;
            productId: string;
            parentId?: string;
            platform: string;
            accountId: string;
            /** @enum {string} */
            status: 'ACTIVE' | 'INACTIVE' | 'PAUSED';
            name: string;
            description?: string;
            /**
             * @deprecated
             * @description Deprecated (no removal date): the main EAN of eans
             */
            ean: string | null;
            eans?: {
              value: string;
              main: boolean;
            }[];
            defaultPrice?: {
              value: number;
            };
            price?: number;
            stock: number;
            images: {
              /** Format: uri */
              url: string;
              main?: boolean;
            }[];
            videos: {
              /** Format: uri */
              url: string;
              main?: boolean;
            }[];
            attributes: {
              name: string;
              value: string;
            }[];
            specifications: {
              name: string;
              value: string;
            }[];
            dimensions?: {
              [key: string]: number;
            };
            handlingTime?: number;
            brand?: string;
            fiscal?: {
              [key: string]: unknown;
            };
            warranty?: {
              [key: string]: unknown;
            };
            /**
             * @description As the product’s (CONDITION option)
             * @enum {string}
             */
            condition?: 'NEW' | 'USED' | 'REFURBISHED';
            updateOptions: (
              | 'TITLE'
              | 'DESCRIPTION'
              | 'DIMENSIONS'
              | 'HANDLING_TIME'
              | 'IMAGES'
              | 'VIDEOS'
              | 'STATUS'
              | 'PRICE'
              | 'SPECIFICATION'
              | 'EAN'
              | 'BRAND'
              | 'FISCAL'
              | 'WARRANTY'
              | 'CONDITION'
            )[];
            channel: {
              itemId?: string;
              /** @enum {string} */
              status: 'PENDING' | 'PUBLISHED' | 'ERROR';
              categoryId?: string;
              listingType?: string;
              permalink?: string;
              inSync: boolean;
              lastSyncAt?: string;
              lastError?: string;
              /** @description The channel's catalog id of the listed product (Amazon's ASIN), once read */
              asin?: string;
              /** @description What the channel itself holds for the item, as it last answered (publication, its notifications, the reconciliation poll); on single-ad reads and the web admin's ads list, for channels that tell it */
              held?: {
                itemId: string;
                /** @description The item's status on the channel (active, paused, closed…) */
                status: string;
                /** @description The channel's reasons, e.g. out_of_stock */
                subStatus: string[];
                /** @description The channel's marks on the item, e.g. moderation_penalty on one its moderation paused */
                tags: string[];
                price: string | null;
                stock: number | null;
                /** @description The channel's own warehouse holds the stock (Mercado Livre Full): stock is its count, read-only; Feira pushes no quantity to the item */
                fulfillment?: boolean;
                channelUpdatedAt: string | null;
                refreshedAt: string;
              };
            };
            createdAt: string;
            updatedAt: string;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffAdListingTypeMoves: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The ad's listing type; null when the channel's default was used */
            current: string | null;
            /** @description Empty when the channel allows no change now (Mercado Livre: once per item) */
            moves: {
              /** @description What POST /bffweb/ads/{id}/listing-type takes */
              id: string;
              /** @description The channel's name of the type */
              name: string;
              /**
               * @description More exposure (UPGRADE) or less (DOWNGRADE)
               * @enum {string}
               */
              way: 'UPGRADE' | 'DOWNGRADE';
            }[];
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffChangeAdListingType: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          listingType: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            sellerId: string;
            originSkuId: string | null;
            sku?: string;
            productId: string;
            parentId?: string;
            platform: string;
            accountId: string;
            /** @enum {string} */
            status: 'ACTIVE' | 'INACTIVE' | 'PAUSED';
            name: string;
            description?: string;
            /**
             * @deprecated
             * @description Deprecated (no removal date): the main EAN of eans
             */
            ean: string | null;
            eans?: {
              value: string;
              main: boolean;
            }[];
            defaultPrice?: {
              value: number;
            };
            price?: number;
            stock: number;
            images: {
              /** Format: uri */
              url: string;
              main?: boolean;
            }[];
            videos: {
              /** Format: uri */
              url: string;
              main?: boolean;
            }[];
            attributes: {
              name: string;
              value: string;
            }[];
            specifications: {
              name: string;
              value: string;
            }[];
            dimensions?: {
              [key: string]: number;
            };
            handlingTime?: number;
            brand?: string;
            fiscal?: {
              [key: string]: unknown;
            };
            warranty?: {
              [key: string]: unknown;
            };
            /**
             * @description As the product’s (CONDITION option)
             * @enum {string}
             */
            condition?: 'NEW' | 'USED' | 'REFURBISHED';
            updateOptions: (
              | 'TITLE'
              | 'DESCRIPTION'
              | 'DIMENSIONS'
              | 'HANDLING_TIME'
              | 'IMAGES'
              | 'VIDEOS'
              | 'STATUS'
              | 'PRICE'
              | 'SPECIFICATION'
              | 'EAN'
              | 'BRAND'
              | 'FISCAL'
              | 'WARRANTY'
              | 'CONDITION'
            )[];
            channel: {
              itemId?: string;
              /** @enum {string} */
              status: 'PENDING' | 'PUBLISHED' | 'ERROR';
              categoryId?: string;
              listingType?: string;
              permalink?: string;
              inSync: boolean;
              lastSyncAt?: string;
              lastError?: string;
              /** @description The channel's catalog id of the listed product (Amazon's ASIN), once read */
              asin?: string;
              /** @description What the channel itself holds for the item, as it last answered (publication, its notifications, the reconciliation poll); on single-ad reads and the web admin's ads list, for channels that tell it */
              held?: {
                itemId: string;
                /** @description The item's status on the channel (active, paused, closed…) */
                status: string;
                /** @description The channel's reasons, e.g. out_of_stock */
                subStatus: string[];
                /** @description The channel's marks on the item, e.g. moderation_penalty on one its moderation paused */
                tags: string[];
                price: string | null;
                stock: number | null;
                /** @description The channel's own warehouse holds the stock (Mercado Livre Full): stock is its count, read-only; Feira pushes no quantity to the item */
                fulfillment?: boolean;
                channelUpdatedAt: string | null;
                refreshedAt: string;
              };
            };
            createdAt: string;
            updatedAt: string;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffGetAdGroup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            productId: string;
            platform: string;
            /** @enum {string} */
            status: 'ACTIVE' | 'INACTIVE' | 'PAUSED';
            title: string;
            description?: string;
            price?: number;
            stock: number;
            images: {
              /** Format: uri */
              url: string;
              main?: boolean;
            }[];
            videos: {
              /** Format: uri */
              url: string;
              main?: boolean;
            }[];
            attributes: {
              name: string;
              value: string;
            }[];
            specifications: {
              name: string;
              value: string;
            }[];
            variations: {
              id: string;
              sellerId: string;
              originSkuId: string | null;
              sku?: string;
              productId: string;
              parentId?: string;
              platform: string;
              accountId: string;
              /** @enum {string} */
              status: 'ACTIVE' | 'INACTIVE' | 'PAUSED';
              name: string;
              description?: string;
              /**
               * @deprecated
               * @description Deprecated (no removal date): the main EAN of eans
               */
              ean: string | null;
              eans?: {
                value: string;
                main: boolean;
              }[];
              defaultPrice?: {
                value: number;
              };
              price?: number;
              stock: number;
              images: {
                /** Format: uri */
                url: string;
                main?: boolean;
              }[];
              videos: {
                /** Format: uri */
                url: string;
                main?: boolean;
              }[];
              attributes: {
                name: string;
                value: string;
              }[];
              specifications: {
                name: string;
                value: string;
              }[];
              dimensions?: {
                [key: string]: number;
              };
              handlingTime?: number;
              brand?: string;
              fiscal?: {
                [key: string]: unknown;
              };
              warranty?: {
                [key: string]: unknown;
              };
              /**
               * @description As the product’s (CONDITION option)
               * @enum {string}
               */
              condition?: 'NEW' | 'USED' | 'REFURBISHED';
              updateOptions: (
                | 'TITLE'
                | 'DESCRIPTION'
                | 'DIMENSIONS'
                | 'HANDLING_TIME'
                | 'IMAGES'
                | 'VIDEOS'
                | 'STATUS'
                | 'PRICE'
                | 'SPECIFICATION'
                | 'EAN'
                | 'BRAND'
                | 'FISCAL'
                | 'WARRANTY'
                | 'CONDITION'
              )[];
              channel: {
                itemId?: string;
                /** @enum {string} */
                status: 'PENDING' | 'PUBLISHED' | 'ERROR';
                categoryId?: string;
                listingType?: string;
                permalink?: string;
                inSync: boolean;
                lastSyncAt?: string;
                lastError?: string;
                /** @description The channel's catalog id of the listed product (Amazon's ASIN), once read */
                asin?: string;
                /** @description What the channel itself holds for the item, as it last answered (publication, its notifications, the reconciliation poll); on single-ad reads and the web admin's ads list, for channels that tell it */
                held?: {
                  itemId: string;
                  /** @description The item's status on the channel (active, paused, closed…) */
                  status: string;
                  /** @description The channel's reasons, e.g. out_of_stock */
                  subStatus: string[];
                  /** @description The channel's marks on the item, e.g. moderation_penalty on one its moderation paused */
                  tags: string[];
                  price: string | null;
                  stock: number | null;
                  /** @description The channel's own warehouse holds the stock (Mercado Livre Full): stock is its count, read-only; Feira pushes no quantity to the item */
                  fulfillment?: boolean;
                  channelUpdatedAt: string | null;
                  refreshedAt: string;
                };
              };
              createdAt: string;
              updatedAt: string;
            }[];
            compatibility: {
              id: string;
              adId: string;
              make: string;
              model: string;
              yearFrom: number;
              yearTo: number;
              version?: string;
            }[];
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffListExistingItems: {
    parameters: {
      query?: {
        state?: 'UNMATCHED' | 'LINKED' | 'IGNORED';
      };
      header?: never;
      path: {
        platform: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            items: {
              id: string;
              platform: string;
              channelItemId: string;
              variationId: string | null;
              title: string;
              channelStatus: string;
              price: number | null;
              stock: number | null;
              permalink: string | null;
              sellerSku: string | null;
              gtin: string | null;
              /** @enum {string} */
              state: 'UNMATCHED' | 'LINKED' | 'IGNORED';
              reason: string | null;
              adId: string | null;
              skuId: string | null;
              /** Format: date-time */
              seenAt: string;
            }[];
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffImportExistingItems: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        platform: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            queued: boolean;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffLinkExistingItem: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        platform: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          skuId?: string;
          sku?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            platform: string;
            channelItemId: string;
            variationId: string | null;
            title: string;
            channelStatus: string;
            price: number | null;
            stock: number | null;
            permalink: string | null;
            sellerSku: string | null;
            gtin: string | null;
            /** @enum {string} */
            state: 'UNMATCHED' | 'LINKED' | 'IGNORED';
            reason: string | null;
            adId: string | null;
            skuId: string | null;
            /** Format: date-time */
            seenAt: string;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffIgnoreExistingItem: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        platform: string;
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            platform: string;
            channelItemId: string;
            variationId: string | null;
            title: string;
            channelStatus: string;
            price: number | null;
            stock: number | null;
            permalink: string | null;
            sellerSku: string | null;
            gtin: string | null;
            /** @enum {string} */
            state: 'UNMATCHED' | 'LINKED' | 'IGNORED';
            reason: string | null;
            adId: string | null;
            skuId: string | null;
            /** Format: date-time */
            seenAt: string;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffGetPriceBySku: {
    parameters: {
      query?: {
        /** @description The seller's sku */
        sku?: string;
        /** @description Or the skuId */
        skuId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            skuId: string;
            sku: string;
            /** @description The SKU-wide DEFAULT price as written (equals listPrice) */
            value: number | null;
            listPrice: number | null;
            salePrice: number | null;
            /**
             * @description Where the sale price comes from
             * @enum {string|null}
             */
            priceType: 'DEFAULT' | 'PROMOTION' | null;
            /** @description The promotion giving the sale price */
            promotionId?: string;
            /** @description Window of a promotional sale price */
            startDate?: string;
            endDate?: string;
            /** @description Last write to the SKU, also one that changed nothing (absent in the admin read of a SKU without a SKU-wide price) */
            lastModifiedDt?: string;
            /** @description Last change of the list or sale price */
            updatedAt?: string;
            /** @description Platforms with prices of their own */
            platforms: {
              platform: string;
              listPrice: number | null;
              salePrice: number | null;
              /**
               * @description Where the sale price comes from
               * @enum {string|null}
               */
              priceType: 'DEFAULT' | 'PROMOTION' | null;
              /** @description The promotion giving the sale price */
              promotionId?: string;
              /** @description Window of a promotional sale price */
              startDate?: string;
              endDate?: string;
              updatedAt: string;
            }[];
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffPutPriceBySku: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The seller's sku */
          sku?: string;
          /** @description Or the skuId */
          skuId?: string;
          /** @description BRL; rounded half-up to two places */
          value: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Prices in the request */
            received: number;
            /** @description List or sale prices that changed (a repeated value changes nothing) */
            changed: number;
            /** @description Prices the profit guard held instead of pushing: the channels keep the last good price until the seller confirms */
            held: {
              /** @description The held change: confirm or drop it under /prices/held/{id} */
              id: string;
              skuId: string;
              sku: string | null;
              /** @description Null: the SKU-wide price */
              platform: string | null;
              /** @enum {string} */
              priceType: 'DEFAULT' | 'PROMOTION';
              /** @description The price that was asked for, BRL */
              value: number;
              /**
               * @description BELOW_FLOOR: under the SKU floor on the channel; CHANGE_TOO_LARGE: more than changeFactor times up or down
               * @enum {string}
               */
              reason: 'BELOW_FLOOR' | 'CHANGE_TOO_LARGE';
              /** @description The floor of the scope when it was held, BRL */
              floor: number | null;
              /** @description The price it would have replaced, BRL */
              currentValue: number | null;
            }[];
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffPutPriceList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The seller's sku */
          sku?: string;
          /** @description Or the skuId */
          skuId?: string;
          /** @description BRL; rounded half-up to two places */
          value: number;
          /**
           * @description DEFAULT (list price) or PROMOTION
           * @enum {string}
           */
          priceType?: 'DEFAULT' | 'PROMOTION';
          /** @description Platform code (marketplace) */
          platform?: string | null;
          /**
           * Format: date-time
           * @description PROMOTION only: when the price starts to hold (UTC ISO 8601)
           */
          startDate?: string | null;
          /**
           * Format: date-time
           * @description PROMOTION only: when it stops holding
           */
          endDate?: string | null;
        }[];
      };
    };
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Prices in the request */
            received: number;
            /** @description List or sale prices that changed (a repeated value changes nothing) */
            changed: number;
            /** @description Prices the profit guard held instead of pushing: the channels keep the last good price until the seller confirms */
            held: {
              /** @description The held change: confirm or drop it under /prices/held/{id} */
              id: string;
              skuId: string;
              sku: string | null;
              /** @description Null: the SKU-wide price */
              platform: string | null;
              /** @enum {string} */
              priceType: 'DEFAULT' | 'PROMOTION';
              /** @description The price that was asked for, BRL */
              value: number;
              /**
               * @description BELOW_FLOOR: under the SKU floor on the channel; CHANGE_TOO_LARGE: more than changeFactor times up or down
               * @enum {string}
               */
              reason: 'BELOW_FLOOR' | 'CHANGE_TOO_LARGE';
              /** @description The floor of the scope when it was held, BRL */
              floor: number | null;
              /** @description The price it would have replaced, BRL */
              currentValue: number | null;
            }[];
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffGetPriceFloorBySku: {
    parameters: {
      query?: {
        /** @description The seller's sku */
        sku?: string;
        /** @description Or the skuId */
        skuId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            skuId: string;
            sku: string;
            /** @description The SKU-wide floor: the highest of the connected channels */
            floor: number | null;
            minMargin: number;
            changeFactor: number;
            platforms: {
              platform: string;
              floor: number | null;
              /** @enum {string} */
              reason?: 'NO_COST' | 'UNREACHABLE';
              breakdown?: {
                cost: string;
                fixedFee: string;
                freight: string;
                commission: string;
                tax: string;
                minMargin: string;
                commissionAmount: string;
                taxAmount: string;
                marginAmount: string;
              };
            }[];
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffGetPriceGuard: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Least margin a price must leave, a fraction of the price (0.1 = 10 %) */
            minMargin?: string;
            /** @description Taxes on a sale, a fraction of the price */
            taxRate?: string;
            /** @description A change by more than this many times up (or below 1/factor down) is held; above 1 */
            changeFactor?: string;
            channels?: {
              [key: string]: {
                /** @description The channel's commission, a fraction of the price */
                commission?: string;
                /** @description The channel's fixed fee per sale, BRL */
                fixedFee?: string;
                /** @description The share of freight the seller pays per sale, BRL */
                freight?: string;
              };
            };
            /** @description Minimum margins over the seller's; a SKU takes its product's, else its brand's, else its main category's, else minMargin (PRC-35). Replaced whole when sent. */
            marginOverrides?: {
              products?: {
                [key: string]: string;
              };
              brands?: {
                [key: string]: string;
              };
              categories?: {
                [key: string]: string;
              };
            };
          };
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffPutPriceGuard: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Least margin a price must leave, a fraction of the price (0.1 = 10 %) */
          minMargin?: string;
          /** @description Taxes on a sale, a fraction of the price */
          taxRate?: string;
          /** @description A change by more than this many times up (or below 1/factor down) is held; above 1 */
          changeFactor?: string;
          channels?: {
            [key: string]: {
              /** @description The channel's commission, a fraction of the price */
              commission?: string;
              /** @description The channel's fixed fee per sale, BRL */
              fixedFee?: string;
              /** @description The share of freight the seller pays per sale, BRL */
              freight?: string;
            };
          };
          /** @description Minimum margins over the seller's; a SKU takes its product's, else its brand's, else its main category's, else minMargin (PRC-35). Replaced whole when sent. */
          marginOverrides?: {
            products?: {
              [key: string]: string;
            };
            brands?: {
              [key: string]: string;
            };
            categories?: {
              [key: string]: string;
            };
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Least margin a price must leave, a fraction of the price (0.1 = 10 %) */
            minMargin?: string;
            /** @description Taxes on a sale, a fraction of the price */
            taxRate?: string;
            /** @description A change by more than this many times up (or below 1/factor down) is held; above 1 */
            changeFactor?: string;
            channels?: {
              [key: string]: {
                /** @description The channel's commission, a fraction of the price */
                commission?: string;
                /** @description The channel's fixed fee per sale, BRL */
                fixedFee?: string;
                /** @description The share of freight the seller pays per sale, BRL */
                freight?: string;
              };
            };
            /** @description Minimum margins over the seller's; a SKU takes its product's, else its brand's, else its main category's, else minMargin (PRC-35). Replaced whole when sent. */
            marginOverrides?: {
              products?: {
                [key: string]: string;
              };
              brands?: {
                [key: string]: string;
              };
              categories?: {
                [key: string]: string;
              };
            };
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffListHeldPrices: {
    parameters: {
      query?: {
        /** @description The seller's sku */
        sku?: string;
        /** @description Or the skuId */
        skuId?: string;
        /** @description 0-based page number, at most 2147483647 */
        page?: number;
        /** @description Page size (default 20): 0 is read as 1, more than 200 as 200 */
        size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _embedded: {
              heldPrices: {
                /** @description The held change: confirm or drop it under /prices/held/{id} */
                id: string;
                skuId: string;
                sku: string | null;
                /** @description Null: the SKU-wide price */
                platform: string | null;
                /** @enum {string} */
                priceType: 'DEFAULT' | 'PROMOTION';
                /** @description The price that was asked for, BRL */
                value: number;
                /**
                 * @description BELOW_FLOOR: under the SKU floor on the channel; CHANGE_TOO_LARGE: more than changeFactor times up or down
                 * @enum {string}
                 */
                reason: 'BELOW_FLOOR' | 'CHANGE_TOO_LARGE';
                /** @description The floor of the scope when it was held, BRL */
                floor: number | null;
                /** @description The price it would have replaced, BRL */
                currentValue: number | null;
                startDate?: string;
                endDate?: string;
                /**
                 * @description Who wrote it
                 * @enum {string}
                 */
                source: 'API' | 'ADMIN' | 'RULE' | 'PROMOTION';
                /** @description The price formation rule that computed it */
                ruleId?: string;
                /** @description The promotion that gave it */
                promotionId?: string;
                heldAt: string;
              }[];
            };
            page: {
              size: number;
              totalElements: number;
              totalPages: number;
              number: number;
            };
            _links?: {
              [key: string]: {
                href: string;
              };
            };
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffGetHeldPrice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description The held change: confirm or drop it under /prices/held/{id} */
            id: string;
            skuId: string;
            sku: string | null;
            /** @description Null: the SKU-wide price */
            platform: string | null;
            /** @enum {string} */
            priceType: 'DEFAULT' | 'PROMOTION';
            /** @description The price that was asked for, BRL */
            value: number;
            /**
             * @description BELOW_FLOOR: under the SKU floor on the channel; CHANGE_TOO_LARGE: more than changeFactor times up or down
             * @enum {string}
             */
            reason: 'BELOW_FLOOR' | 'CHANGE_TOO_LARGE';
            /** @description The floor of the scope when it was held, BRL */
            floor: number | null;
            /** @description The price it would have replaced, BRL */
            currentValue: number | null;
            startDate?: string;
            endDate?: string;
            /**
             * @description Who wrote it
             * @enum {string}
             */
            source: 'API' | 'ADMIN' | 'RULE' | 'PROMOTION';
            /** @description The price formation rule that computed it */
            ruleId?: string;
            /** @description The promotion that gave it */
            promotionId?: string;
            heldAt: string;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffDropHeldPrice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffConfirmHeldPrice: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            /** @description List or sale prices that changed */
            changed: number;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffGetPriceParity: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            rule: {
              /** @description The platform kept in parity */
              channel: string;
              /** @description How far above the lowest price of the other channels it may sell, a fraction (0: at or below) */
              band?: string;
            } | null;
          };
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffPutPriceParity: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          rule: {
            /** @description The platform kept in parity */
            channel: string;
            /** @description How far above the lowest price of the other channels it may sell, a fraction (0: at or below) */
            band?: string;
          } | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            rule: {
              /** @description The platform kept in parity */
              channel: string;
              /** @description How far above the lowest price of the other channels it may sell, a fraction (0: at or below) */
              band?: string;
            } | null;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffListPriceParityConflicts: {
    parameters: {
      query?: {
        /** @description 0-based page number, at most 2147483647 */
        page?: number;
        /** @description Page size (default 20): 0 is read as 1, more than 200 as 200 */
        size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _embedded: {
              parityConflicts: {
                skuId: string;
                sku: string;
                channel: string;
                /** @description What the channel sells it for now, BRL */
                price: number;
                /** @description The highest price in parity, BRL */
                target: number;
                /** @description The lowest price of the other channels, BRL */
                lowest: number;
                lowestChannel: string;
                /** @description The floor on the channel, above the target: parity would lose money */
                floor: number;
              }[];
            };
            page: {
              size: number;
              totalElements: number;
              totalPages: number;
              number: number;
            };
            _links?: {
              [key: string]: {
                href: string;
              };
            };
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffApplyPriceParity: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description SKUs given a price in parity on the channel */
            fixed: number;
            /** @description List or sale prices that changed */
            changed: number;
            /** @description SKUs left as they are: parity would go below the floor */
            conflicts: number;
            held: {
              /** @description The held change: confirm or drop it under /prices/held/{id} */
              id: string;
              skuId: string;
              sku: string | null;
              /** @description Null: the SKU-wide price */
              platform: string | null;
              /** @enum {string} */
              priceType: 'DEFAULT' | 'PROMOTION';
              /** @description The price that was asked for, BRL */
              value: number;
              /**
               * @description BELOW_FLOOR: under the SKU floor on the channel; CHANGE_TOO_LARGE: more than changeFactor times up or down
               * @enum {string}
               */
              reason: 'BELOW_FLOOR' | 'CHANGE_TOO_LARGE';
              /** @description The floor of the scope when it was held, BRL */
              floor: number | null;
              /** @description The price it would have replaced, BRL */
              currentValue: number | null;
            }[];
          };
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffListPriceHistory: {
    parameters: {
      query?: {
        /** @description The seller's sku */
        sku?: string;
        /** @description Or the skuId */
        skuId?: string;
        /** @description Platform code (marketplace) */
        platform?: string;
        source?: 'API' | 'ADMIN' | 'RULE' | 'PROMOTION' | 'SCHEDULE';
        /** @description 0-based page number, at most 2147483647 */
        page?: number;
        /** @description Page size (default 20): 0 is read as 1, more than 200 as 200 */
        size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _embedded: {
              priceHistoryApiDTOList: {
                id: string;
                skuId: string;
                /** @description null: the SKU-wide price */
                platform: string | null;
                /**
                 * @description Of the new sale price
                 * @enum {string|null}
                 */
                priceType: 'DEFAULT' | 'PROMOTION' | null;
                oldValue: number | null;
                newValue: number | null;
                oldListPrice: number | null;
                newListPrice: number | null;
                /**
                 * @description API, ADMIN, RULE (ruleId), PROMOTION (promotionId) or SCHEDULE (a PROMOTION price window)
                 * @enum {string}
                 */
                source: 'API' | 'ADMIN' | 'RULE' | 'PROMOTION' | 'SCHEDULE';
                ruleId?: string;
                promotionId?: string;
                changedAt: string;
              }[];
            };
            page: {
              size: number;
              totalElements: number;
              totalPages: number;
              number: number;
            };
            _links?: {
              [key: string]: {
                href: string;
              };
            };
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffImportPrices: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The file itself */
    requestBody: {
      content: {
        'text/csv': string;
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': string;
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Prices in the file */
            received: number;
            /** @description Prices that passed the profit guard and were written */
            applied: number;
            /** @description List or sale prices that changed */
            changed: number;
            /** @description Rows the profit guard held: the channels keep the last good price until the seller confirms */
            held: {
              /** @description Row of the file (the header is 1) */
              row: number;
              /** @description The held change: confirm or drop it under /prices/held/{id} */
              id: string;
              skuId: string;
              sku: string | null;
              /** @description Null: the SKU-wide price */
              platform: string | null;
              /** @enum {string} */
              priceType: 'DEFAULT' | 'PROMOTION';
              /** @description The price that was asked for, BRL */
              value: number;
              /**
               * @description BELOW_FLOOR: under the SKU floor on the channel; CHANGE_TOO_LARGE: more than changeFactor times up or down
               * @enum {string}
               */
              reason: 'BELOW_FLOOR' | 'CHANGE_TOO_LARGE';
              /** @description The floor of the scope when it was held, BRL */
              floor: number | null;
              /** @description The price it would have replaced, BRL */
              currentValue: number | null;
            }[];
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffCreatePromotion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /**
           * Format: date-time
           * @description When it starts to change prices (UTC ISO 8601); absent: on activation
           */
          startDate?: string | null;
          /**
           * Format: date-time
           * @description When it finishes by itself; absent: when finished
           */
          endDate?: string | null;
          /** @description On finish (by endDate or by hand): true (default) brings back the list prices; false keeps the promotional prices as the new list prices */
          restorePricesOnAutoFinish?: boolean;
          /** @description Accepted: domain, skuIds, categoryIds, brandIds, adIds, platforms (the names price formation rules use too; adIds is a promotion’s only). PRODUCT with none of skuIds, categoryIds and brandIds covers every SKU with a price; the three add up. */
          eligibility: {
            /**
             * @description PRODUCT (default): SKUs; AD: ads
             * @enum {string}
             */
            domain?: 'PRODUCT' | 'AD';
            /** @description PRODUCT: these SKUs */
            skuIds?: string[];
            /** @description PRODUCT: every SKU of these categories and their subcategories */
            categoryIds?: string[];
            /** @description PRODUCT: every SKU of these brands */
            brandIds?: string[];
            /** @description AD: these ads (each on its own platform) */
            adIds?: string[];
            /** @description Only on these platforms; absent or empty: every platform */
            platforms?: string[];
          };
          /** @enum {string} */
          ruleType: 'PERCENTAGE_DISCOUNT' | 'FIXED_DISCOUNT' | 'FIXED_PRICE';
          /** @description PERCENTAGE_DISCOUNT: percent off (10 = 10 %); FIXED_DISCOUNT: BRL off; FIXED_PRICE: BRL */
          value: number;
          /**
           * @description INACTIVE (default) or ACTIVE (activates at once)
           * @enum {string}
           */
          status?: 'INACTIVE' | 'ACTIVE';
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            /** @enum {string} */
            status: 'INACTIVE' | 'ACTIVE' | 'FINISHED';
            startDate: string | null;
            endDate: string | null;
            restorePricesOnAutoFinish: boolean;
            /** @description Accepted: domain, skuIds, categoryIds, brandIds, adIds, platforms (the names price formation rules use too; adIds is a promotion’s only). PRODUCT with none of skuIds, categoryIds and brandIds covers every SKU with a price; the three add up. */
            eligibility: {
              /** @enum {string} */
              domain: 'PRODUCT' | 'AD';
              /** @description PRODUCT: these SKUs */
              skuIds?: string[];
              /** @description PRODUCT: every SKU of these categories and their subcategories */
              categoryIds?: string[];
              /** @description PRODUCT: every SKU of these brands */
              brandIds?: string[];
              /** @description AD: these ads (each on its own platform) */
              adIds?: string[];
              /** @description Only on these platforms; absent or empty: every platform */
              platforms?: string[];
            };
            /** @enum {string} */
            ruleType: 'PERCENTAGE_DISCOUNT' | 'FIXED_DISCOUNT' | 'FIXED_PRICE';
            value: number;
            /** @description ACTIVE and inside its window: changing prices now */
            inEffect: boolean;
            /** @description SKUs whose prices it changes: while in effect, those it prices; otherwise those it would price if it took effect now */
            coveredSkus: number;
            createdAt: string;
            updatedAt: string;
            activatedAt?: string;
            finishedAt?: string;
            _links?: {
              [key: string]: {
                href: string;
              };
            };
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffListPromotions: {
    parameters: {
      query?: {
        /** @description 0-based page number, at most 2147483647 */
        page?: number;
        /** @description Page size (default 20): 0 is read as 1, more than 200 as 200 */
        size?: number;
        /** @description `field,asc` or `field,desc` (e.g. `createdAt,desc`); field one of createdAt, name, startDate, endDate, status */
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _embedded: {
              promotionApiDTOList: {
                id: string;
                name: string;
                /** @enum {string} */
                status: 'INACTIVE' | 'ACTIVE' | 'FINISHED';
                startDate: string | null;
                endDate: string | null;
                restorePricesOnAutoFinish: boolean;
                /** @description Accepted: domain, skuIds, categoryIds, brandIds, adIds, platforms (the names price formation rules use too; adIds is a promotion’s only). PRODUCT with none of skuIds, categoryIds and brandIds covers every SKU with a price; the three add up. */
                eligibility: {
                  /** @enum {string} */
                  domain: 'PRODUCT' | 'AD';
                  /** @description PRODUCT: these SKUs */
                  skuIds?: string[];
                  /** @description PRODUCT: every SKU of these categories and their subcategories */
                  categoryIds?: string[];
                  /** @description PRODUCT: every SKU of these brands */
                  brandIds?: string[];
                  /** @description AD: these ads (each on its own platform) */
                  adIds?: string[];
                  /** @description Only on these platforms; absent or empty: every platform */
                  platforms?: string[];
                };
                /** @enum {string} */
                ruleType: 'PERCENTAGE_DISCOUNT' | 'FIXED_DISCOUNT' | 'FIXED_PRICE';
                value: number;
                /** @description ACTIVE and inside its window: changing prices now */
                inEffect: boolean;
                /** @description SKUs whose prices it changes: while in effect, those it prices; otherwise those it would price if it took effect now */
                coveredSkus: number;
                createdAt: string;
                updatedAt: string;
                activatedAt?: string;
                finishedAt?: string;
              }[];
            };
            page: {
              size: number;
              totalElements: number;
              totalPages: number;
              number: number;
            };
            _links?: {
              [key: string]: {
                href: string;
              };
            };
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffSearchPromotions: {
    parameters: {
      query?: {
        /** @description 0-based page number, at most 2147483647 */
        page?: number;
        /** @description Page size (default 20): 0 is read as 1, more than 200 as 200 */
        size?: number;
        /** @description `field,asc` or `field,desc` (e.g. `createdAt,desc`); field one of createdAt, name, startDate, endDate, status */
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          status?: ('INACTIVE' | 'ACTIVE' | 'FINISHED')[];
          ruleType?: ('PERCENTAGE_DISCOUNT' | 'FIXED_DISCOUNT' | 'FIXED_PRICE')[];
          /** @description Promotions that reach any of these platforms (one for every platform reaches all) */
          marketplace?: string[];
          /** @description Part of the name, any case */
          name?: string;
          /** Format: date-time */
          startDateFrom?: string;
          /** Format: date-time */
          startDateTo?: string;
          /** Format: date-time */
          endDateFrom?: string;
          /** Format: date-time */
          endDateTo?: string;
          /**
           * Format: date-time
           * @description ACTIVE promotions whose window contains this instant
           */
          activeAt?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _embedded: {
              promotionApiDTOList: {
                id: string;
                name: string;
                /** @enum {string} */
                status: 'INACTIVE' | 'ACTIVE' | 'FINISHED';
                startDate: string | null;
                endDate: string | null;
                restorePricesOnAutoFinish: boolean;
                /** @description Accepted: domain, skuIds, categoryIds, brandIds, adIds, platforms (the names price formation rules use too; adIds is a promotion’s only). PRODUCT with none of skuIds, categoryIds and brandIds covers every SKU with a price; the three add up. */
                eligibility: {
                  /** @enum {string} */
                  domain: 'PRODUCT' | 'AD';
                  /** @description PRODUCT: these SKUs */
                  skuIds?: string[];
                  /** @description PRODUCT: every SKU of these categories and their subcategories */
                  categoryIds?: string[];
                  /** @description PRODUCT: every SKU of these brands */
                  brandIds?: string[];
                  /** @description AD: these ads (each on its own platform) */
                  adIds?: string[];
                  /** @description Only on these platforms; absent or empty: every platform */
                  platforms?: string[];
                };
                /** @enum {string} */
                ruleType: 'PERCENTAGE_DISCOUNT' | 'FIXED_DISCOUNT' | 'FIXED_PRICE';
                value: number;
                /** @description ACTIVE and inside its window: changing prices now */
                inEffect: boolean;
                /** @description SKUs whose prices it changes: while in effect, those it prices; otherwise those it would price if it took effect now */
                coveredSkus: number;
                createdAt: string;
                updatedAt: string;
                activatedAt?: string;
                finishedAt?: string;
              }[];
            };
            page: {
              size: number;
              totalElements: number;
              totalPages: number;
              number: number;
            };
            _links?: {
              [key: string]: {
                href: string;
              };
            };
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffSearchPromotionIds: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          status?: ('INACTIVE' | 'ACTIVE' | 'FINISHED')[];
          ruleType?: ('PERCENTAGE_DISCOUNT' | 'FIXED_DISCOUNT' | 'FIXED_PRICE')[];
          /** @description Promotions that reach any of these platforms (one for every platform reaches all) */
          marketplace?: string[];
          /** @description Part of the name, any case */
          name?: string;
          /** Format: date-time */
          startDateFrom?: string;
          /** Format: date-time */
          startDateTo?: string;
          /** Format: date-time */
          endDateFrom?: string;
          /** Format: date-time */
          endDateTo?: string;
          /**
           * Format: date-time
           * @description ACTIVE promotions whose window contains this instant
           */
          activeAt?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': string[];
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffActivatePromotions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': string[];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            /** @enum {string} */
            status: 'INACTIVE' | 'ACTIVE' | 'FINISHED';
            startDate: string | null;
            endDate: string | null;
            restorePricesOnAutoFinish: boolean;
            /** @description Accepted: domain, skuIds, categoryIds, brandIds, adIds, platforms (the names price formation rules use too; adIds is a promotion’s only). PRODUCT with none of skuIds, categoryIds and brandIds covers every SKU with a price; the three add up. */
            eligibility: {
              /** @enum {string} */
              domain: 'PRODUCT' | 'AD';
              /** @description PRODUCT: these SKUs */
              skuIds?: string[];
              /** @description PRODUCT: every SKU of these categories and their subcategories */
              categoryIds?: string[];
              /** @description PRODUCT: every SKU of these brands */
              brandIds?: string[];
              /** @description AD: these ads (each on its own platform) */
              adIds?: string[];
              /** @description Only on these platforms; absent or empty: every platform */
              platforms?: string[];
            };
            /** @enum {string} */
            ruleType: 'PERCENTAGE_DISCOUNT' | 'FIXED_DISCOUNT' | 'FIXED_PRICE';
            value: number;
            /** @description ACTIVE and inside its window: changing prices now */
            inEffect: boolean;
            /** @description SKUs whose prices it changes: while in effect, those it prices; otherwise those it would price if it took effect now */
            coveredSkus: number;
            createdAt: string;
            updatedAt: string;
            activatedAt?: string;
            finishedAt?: string;
          }[];
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffFinishPromotions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': string[];
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            /** @enum {string} */
            status: 'INACTIVE' | 'ACTIVE' | 'FINISHED';
            startDate: string | null;
            endDate: string | null;
            restorePricesOnAutoFinish: boolean;
            /** @description Accepted: domain, skuIds, categoryIds, brandIds, adIds, platforms (the names price formation rules use too; adIds is a promotion’s only). PRODUCT with none of skuIds, categoryIds and brandIds covers every SKU with a price; the three add up. */
            eligibility: {
              /** @enum {string} */
              domain: 'PRODUCT' | 'AD';
              /** @description PRODUCT: these SKUs */
              skuIds?: string[];
              /** @description PRODUCT: every SKU of these categories and their subcategories */
              categoryIds?: string[];
              /** @description PRODUCT: every SKU of these brands */
              brandIds?: string[];
              /** @description AD: these ads (each on its own platform) */
              adIds?: string[];
              /** @description Only on these platforms; absent or empty: every platform */
              platforms?: string[];
            };
            /** @enum {string} */
            ruleType: 'PERCENTAGE_DISCOUNT' | 'FIXED_DISCOUNT' | 'FIXED_PRICE';
            value: number;
            /** @description ACTIVE and inside its window: changing prices now */
            inEffect: boolean;
            /** @description SKUs whose prices it changes: while in effect, those it prices; otherwise those it would price if it took effect now */
            coveredSkus: number;
            createdAt: string;
            updatedAt: string;
            activatedAt?: string;
            finishedAt?: string;
          }[];
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffUpdatePromotion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        promotionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /**
           * Format: date-time
           * @description When it starts to change prices (UTC ISO 8601); absent: on activation
           */
          startDate?: string | null;
          /**
           * Format: date-time
           * @description When it finishes by itself; absent: when finished
           */
          endDate?: string | null;
          /** @description On finish (by endDate or by hand): true (default) brings back the list prices; false keeps the promotional prices as the new list prices */
          restorePricesOnAutoFinish?: boolean;
          /** @description Accepted: domain, skuIds, categoryIds, brandIds, adIds, platforms (the names price formation rules use too; adIds is a promotion’s only). PRODUCT with none of skuIds, categoryIds and brandIds covers every SKU with a price; the three add up. */
          eligibility: {
            /**
             * @description PRODUCT (default): SKUs; AD: ads
             * @enum {string}
             */
            domain?: 'PRODUCT' | 'AD';
            /** @description PRODUCT: these SKUs */
            skuIds?: string[];
            /** @description PRODUCT: every SKU of these categories and their subcategories */
            categoryIds?: string[];
            /** @description PRODUCT: every SKU of these brands */
            brandIds?: string[];
            /** @description AD: these ads (each on its own platform) */
            adIds?: string[];
            /** @description Only on these platforms; absent or empty: every platform */
            platforms?: string[];
          };
          /** @enum {string} */
          ruleType: 'PERCENTAGE_DISCOUNT' | 'FIXED_DISCOUNT' | 'FIXED_PRICE';
          /** @description PERCENTAGE_DISCOUNT: percent off (10 = 10 %); FIXED_DISCOUNT: BRL off; FIXED_PRICE: BRL */
          value: number;
          /**
           * @description May be sent as read; a different status is 409: statuses move through activate and finish
           * @enum {string}
           */
          status?: 'INACTIVE' | 'ACTIVE' | 'FINISHED';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            /** @enum {string} */
            status: 'INACTIVE' | 'ACTIVE' | 'FINISHED';
            startDate: string | null;
            endDate: string | null;
            restorePricesOnAutoFinish: boolean;
            /** @description Accepted: domain, skuIds, categoryIds, brandIds, adIds, platforms (the names price formation rules use too; adIds is a promotion’s only). PRODUCT with none of skuIds, categoryIds and brandIds covers every SKU with a price; the three add up. */
            eligibility: {
              /** @enum {string} */
              domain: 'PRODUCT' | 'AD';
              /** @description PRODUCT: these SKUs */
              skuIds?: string[];
              /** @description PRODUCT: every SKU of these categories and their subcategories */
              categoryIds?: string[];
              /** @description PRODUCT: every SKU of these brands */
              brandIds?: string[];
              /** @description AD: these ads (each on its own platform) */
              adIds?: string[];
              /** @description Only on these platforms; absent or empty: every platform */
              platforms?: string[];
            };
            /** @enum {string} */
            ruleType: 'PERCENTAGE_DISCOUNT' | 'FIXED_DISCOUNT' | 'FIXED_PRICE';
            value: number;
            /** @description ACTIVE and inside its window: changing prices now */
            inEffect: boolean;
            /** @description SKUs whose prices it changes: while in effect, those it prices; otherwise those it would price if it took effect now */
            coveredSkus: number;
            createdAt: string;
            updatedAt: string;
            activatedAt?: string;
            finishedAt?: string;
            _links?: {
              [key: string]: {
                href: string;
              };
            };
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffGetPromotion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        promotionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            /** @enum {string} */
            status: 'INACTIVE' | 'ACTIVE' | 'FINISHED';
            startDate: string | null;
            endDate: string | null;
            restorePricesOnAutoFinish: boolean;
            /** @description Accepted: domain, skuIds, categoryIds, brandIds, adIds, platforms (the names price formation rules use too; adIds is a promotion’s only). PRODUCT with none of skuIds, categoryIds and brandIds covers every SKU with a price; the three add up. */
            eligibility: {
              /** @enum {string} */
              domain: 'PRODUCT' | 'AD';
              /** @description PRODUCT: these SKUs */
              skuIds?: string[];
              /** @description PRODUCT: every SKU of these categories and their subcategories */
              categoryIds?: string[];
              /** @description PRODUCT: every SKU of these brands */
              brandIds?: string[];
              /** @description AD: these ads (each on its own platform) */
              adIds?: string[];
              /** @description Only on these platforms; absent or empty: every platform */
              platforms?: string[];
            };
            /** @enum {string} */
            ruleType: 'PERCENTAGE_DISCOUNT' | 'FIXED_DISCOUNT' | 'FIXED_PRICE';
            value: number;
            /** @description ACTIVE and inside its window: changing prices now */
            inEffect: boolean;
            /** @description SKUs whose prices it changes: while in effect, those it prices; otherwise those it would price if it took effect now */
            coveredSkus: number;
            createdAt: string;
            updatedAt: string;
            activatedAt?: string;
            finishedAt?: string;
            _links?: {
              [key: string]: {
                href: string;
              };
            };
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffDeletePromotion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        promotionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffClonePromotion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        promotionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            /** @enum {string} */
            status: 'INACTIVE' | 'ACTIVE' | 'FINISHED';
            startDate: string | null;
            endDate: string | null;
            restorePricesOnAutoFinish: boolean;
            /** @description Accepted: domain, skuIds, categoryIds, brandIds, adIds, platforms (the names price formation rules use too; adIds is a promotion’s only). PRODUCT with none of skuIds, categoryIds and brandIds covers every SKU with a price; the three add up. */
            eligibility: {
              /** @enum {string} */
              domain: 'PRODUCT' | 'AD';
              /** @description PRODUCT: these SKUs */
              skuIds?: string[];
              /** @description PRODUCT: every SKU of these categories and their subcategories */
              categoryIds?: string[];
              /** @description PRODUCT: every SKU of these brands */
              brandIds?: string[];
              /** @description AD: these ads (each on its own platform) */
              adIds?: string[];
              /** @description Only on these platforms; absent or empty: every platform */
              platforms?: string[];
            };
            /** @enum {string} */
            ruleType: 'PERCENTAGE_DISCOUNT' | 'FIXED_DISCOUNT' | 'FIXED_PRICE';
            value: number;
            /** @description ACTIVE and inside its window: changing prices now */
            inEffect: boolean;
            /** @description SKUs whose prices it changes: while in effect, those it prices; otherwise those it would price if it took effect now */
            coveredSkus: number;
            createdAt: string;
            updatedAt: string;
            activatedAt?: string;
            finishedAt?: string;
            _links?: {
              [key: string]: {
                href: string;
              };
            };
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffPromotionSkus: {
    parameters: {
      query?: {
        /** @description 0-based page number, at most 2147483647 */
        page?: number;
        /** @description Page size (default 20): 0 is read as 1, more than 200 as 200 */
        size?: number;
      };
      header?: never;
      path: {
        promotionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _embedded: {
              promotionSkuList: {
                skuId: string;
                sku: string;
                /** @description true: the promotion is not in effect; this is what it would price if it were now */
                preview: boolean;
                scopes: {
                  /** @description null: the SKU-wide price */
                  platform: string | null;
                  listPrice: number | null;
                  /** @description The sale price this promotion gives on the list price (null: a discount without one) */
                  promotionalPrice: number | null;
                  /** @description What buyers pay now: the lowest offer wins */
                  salePrice: number | null;
                  /** @description The promotion giving the sale price now */
                  pricedBy?: string;
                  /** @description This promotion gives the sale price now */
                  winning: boolean;
                }[];
              }[];
            };
            page: {
              size: number;
              totalElements: number;
              totalPages: number;
              number: number;
            };
            _links?: {
              [key: string]: {
                href: string;
              };
            };
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffPromotionGuard: {
    parameters: {
      query?: {
        /** @description 0-based page number, at most 2147483647 */
        page?: number;
        /** @description Page size (default 20): 0 is read as 1, more than 200 as 200 */
        size?: number;
        /** @description true: only the SKUs the guard would hold (the page total counts them) */
        blocked?: boolean;
      };
      header?: never;
      path: {
        promotionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _embedded: {
              promotionGuardList: {
                skuId: string;
                sku: string;
                scopes: {
                  /** @description null: the SKU-wide price */
                  platform: string | null;
                  listPrice: number | null;
                  /** @description The promotion stacked over the list price in force (a rule’s included); null: no price */
                  promotionalPrice: number | null;
                  /** @description The floor of the scope (null: the SKU has no cost, or the promotion gives no price) */
                  floor: number | null;
                  /** @description The channel the floor and the margin are of (the SKU-wide scope: the highest floor) */
                  channel: string | null;
                  /** @description What a sale at the promotional price leaves after cost, fees, freight, commission and taxes, BRL */
                  marginAmount: number | null;
                  /** @description marginAmount as a share of the price */
                  marginShare: number | null;
                  /** @description The profit guard holds this SKU out of the promotion */
                  held: boolean;
                  /** @enum {string} */
                  reason?: 'BELOW_FLOOR' | 'CHANGE_TOO_LARGE';
                }[];
              }[];
            };
            page: {
              size: number;
              totalElements: number;
              totalPages: number;
              number: number;
            };
            _links?: {
              [key: string]: {
                href: string;
              };
            };
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffGetStockDetail: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        skuId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            skuId: string;
            sku: string;
            stockId: string | null;
            onHand: number;
            /** @description Held by open orders */
            reserved: number;
            /** @description on hand − reserved, at least 0 */
            available: number;
            updatedAt: string | null;
            warehouses: {
              warehouseId: string;
              stock: number;
              updatedAt: string;
            }[];
            /** @description Every platform the SKU is published on */
            platforms: {
              platform: string;
              buffer: number;
              /** @description on hand − reserved − buffer, at least 0 */
              available: number;
            }[];
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffPutWarehouseStock: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        skuId: string;
        warehouseId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Units on hand */
          stock: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            received: number;
            /** @description SKUs whose on-hand total changed */
            changed: number;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listPriceFormationRules: {
    parameters: {
      query?: {
        /** @description 0-based page number, at most 2147483647 */
        page?: number;
        /** @description Page size (default 20): 0 is read as 1, more than 200 as 200 */
        size?: number;
        /** @description Only rules in this status */
        status?: 'INACTIVE' | 'SCHEDULED' | 'ACTIVE' | 'FINISHED';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _embedded: {
              priceFormationRuleList: {
                id: string;
                name: string;
                /**
                 * @description PRODUCT (default): SKUs; AD: their ads only
                 * @enum {string}
                 */
                domain: 'PRODUCT' | 'AD';
                /**
                 * @description COST (default): unit cost; SALE_PRICE: the current sale price
                 * @enum {string}
                 */
                baseValue: 'COST' | 'SALE_PRICE';
                /** @description The names promotions use: skuIds, categoryIds, brandIds, adIds (domain AD), platforms. Each field narrows the SKUs; absent or empty: no narrowing. Every id must be one of the seller’s (400 otherwise). Rules stored under the old names categories and brands read back as categoryIds and brandIds. */
                eligibility: {
                  /** @description Platform codes. PRODUCT: prices on these platforms; absent or empty: every platform the SKU has an ad on. AD: only ads on these platforms */
                  platforms?: string[];
                  /** @description Only SKUs of these categories; their subcategories are included */
                  categoryIds?: string[];
                  /** @description Only SKUs of these brands */
                  brandIds?: string[];
                  /** @description Only these SKUs */
                  skuIds?: string[];
                  /** @description Domain AD only: these ads, each its SKU on its own platform */
                  adIds?: string[];
                };
                costStructure: {
                  /** @description Unit cost for every SKU the rule prices; absent: each SKU’s catalog cost */
                  cost?: number | null;
                  channelCosts?: {
                    /** @description Marketplace commission, a fraction (0.16 = 16 %) */
                    commission?: number;
                    /** @description Freight paid by the channel, BRL per unit */
                    freight?: number;
                    /** @description Sales taxes, a fraction of the sale price */
                    tax?: number;
                  };
                  productCosts?: {
                    inboundFreight?:
                      | number
                      | {
                          value: number;
                          /**
                           * @description AMOUNT: BRL per unit; PERCENTAGE: a share of the sale price (0.05 = 5 %)
                           * @enum {string}
                           */
                          valueType: 'AMOUNT' | 'PERCENTAGE';
                        };
                    packaging?:
                      | number
                      | {
                          value: number;
                          /**
                           * @description AMOUNT: BRL per unit; PERCENTAGE: a share of the sale price (0.05 = 5 %)
                           * @enum {string}
                           */
                          valueType: 'AMOUNT' | 'PERCENTAGE';
                        };
                    royalty?:
                      | number
                      | {
                          value: number;
                          /**
                           * @description AMOUNT: BRL per unit; PERCENTAGE: a share of the sale price (0.05 = 5 %)
                           * @enum {string}
                           */
                          valueType: 'AMOUNT' | 'PERCENTAGE';
                        };
                  };
                  /** @description true adds product costs to the base; false (default) ignores them */
                  embedProductCosts?: boolean;
                };
                objective: {
                  /**
                   * @description CONTRIBUTION_MARGIN or MARKUP; PROFIT was removed and is rejected with 400 unsupported-driver
                   * @enum {string}
                   */
                  driver: 'CONTRIBUTION_MARGIN' | 'MARKUP' | 'PROFIT';
                  value: number;
                  /**
                   * @description CONTRIBUTION_MARGIN: AMOUNT (default, BRL per unit) or PERCENTAGE (0.2 = 20 % of the price)
                   * @enum {string}
                   */
                  valueType?: 'AMOUNT' | 'PERCENTAGE';
                };
                /** @enum {string} */
                status: 'INACTIVE' | 'SCHEDULED' | 'ACTIVE' | 'FINISHED';
                startDate?: string;
                endDate?: string;
                restorePricesOnAutoFinish: boolean;
                priority: number;
                lastJobId?: string;
                createdAt: string;
                updatedAt: string;
                activatedAt?: string;
                finishedAt?: string;
              }[];
            };
            page: {
              size: number;
              totalElements: number;
              totalPages: number;
              number: number;
            };
            _links?: {
              [key: string]: {
                href: string;
              };
            };
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  createPriceFormationRule: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          /**
           * @description PRODUCT (default): SKUs; AD: their ads only
           * @enum {string}
           */
          domain?: 'PRODUCT' | 'AD';
          /**
           * @description COST (default): unit cost; SALE_PRICE: the current sale price
           * @enum {string}
           */
          baseValue?: 'COST' | 'SALE_PRICE';
          /** @description The names promotions use: skuIds, categoryIds, brandIds, adIds (domain AD), platforms. Each field narrows the SKUs; absent or empty: no narrowing. Every id must be one of the seller’s (400 otherwise). Rules stored under the old names categories and brands read back as categoryIds and brandIds. */
          eligibility?: {
            /** @description Platform codes. PRODUCT: prices on these platforms; absent or empty: every platform the SKU has an ad on. AD: only ads on these platforms */
            platforms?: string[];
            /** @description Only SKUs of these categories; their subcategories are included */
            categoryIds?: string[];
            /** @description Only SKUs of these brands */
            brandIds?: string[];
            /** @description Only these SKUs */
            skuIds?: string[];
            /** @description Domain AD only: these ads, each its SKU on its own platform */
            adIds?: string[];
          };
          costStructure?: {
            /** @description Unit cost for every SKU the rule prices; absent: each SKU’s catalog cost */
            cost?: number | null;
            channelCosts?: {
              /** @description Marketplace commission, a fraction (0.16 = 16 %) */
              commission?: number;
              /** @description Freight paid by the channel, BRL per unit */
              freight?: number;
              /** @description Sales taxes, a fraction of the sale price */
              tax?: number;
            };
            productCosts?: {
              inboundFreight?:
                | number
                | {
                    value: number;
                    /**
                     * @description AMOUNT: BRL per unit; PERCENTAGE: a share of the sale price (0.05 = 5 %)
                     * @enum {string}
                     */
                    valueType: 'AMOUNT' | 'PERCENTAGE';
                  };
              packaging?:
                | number
                | {
                    value: number;
                    /**
                     * @description AMOUNT: BRL per unit; PERCENTAGE: a share of the sale price (0.05 = 5 %)
                     * @enum {string}
                     */
                    valueType: 'AMOUNT' | 'PERCENTAGE';
                  };
              royalty?:
                | number
                | {
                    value: number;
                    /**
                     * @description AMOUNT: BRL per unit; PERCENTAGE: a share of the sale price (0.05 = 5 %)
                     * @enum {string}
                     */
                    valueType: 'AMOUNT' | 'PERCENTAGE';
                  };
            };
            /** @description true adds product costs to the base; false (default) ignores them */
            embedProductCosts?: boolean;
          };
          objective: {
            /**
             * @description CONTRIBUTION_MARGIN or MARKUP; PROFIT was removed and is rejected with 400 unsupported-driver
             * @enum {string}
             */
            driver: 'CONTRIBUTION_MARGIN' | 'MARKUP' | 'PROFIT';
            value: number;
            /**
             * @description CONTRIBUTION_MARGIN: AMOUNT (default, BRL per unit) or PERCENTAGE (0.2 = 20 % of the price)
             * @enum {string}
             */
            valueType?: 'AMOUNT' | 'PERCENTAGE';
          };
          /**
           * Format: date-time
           * @description When the rule applies by itself (UTC ISO 8601); absent: only on apply
           */
          startDate?: string | null;
          /**
           * Format: date-time
           * @description When it finishes by itself
           */
          endDate?: string | null;
          /** @description On finish: true (default) restores the pre-rule prices; false keeps the rule’s */
          restorePricesOnAutoFinish?: boolean;
          /** @description Several ACTIVE rules on one SKU and platform: the highest priority wins, then the newest */
          priority?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            /**
             * @description PRODUCT (default): SKUs; AD: their ads only
             * @enum {string}
             */
            domain: 'PRODUCT' | 'AD';
            /**
             * @description COST (default): unit cost; SALE_PRICE: the current sale price
             * @enum {string}
             */
            baseValue: 'COST' | 'SALE_PRICE';
            /** @description The names promotions use: skuIds, categoryIds, brandIds, adIds (domain AD), platforms. Each field narrows the SKUs; absent or empty: no narrowing. Every id must be one of the seller’s (400 otherwise). Rules stored under the old names categories and brands read back as categoryIds and brandIds. */
            eligibility: {
              /** @description Platform codes. PRODUCT: prices on these platforms; absent or empty: every platform the SKU has an ad on. AD: only ads on these platforms */
              platforms?: string[];
              /** @description Only SKUs of these categories; their subcategories are included */
              categoryIds?: string[];
              /** @description Only SKUs of these brands */
              brandIds?: string[];
              /** @description Only these SKUs */
              skuIds?: string[];
              /** @description Domain AD only: these ads, each its SKU on its own platform */
              adIds?: string[];
            };
            costStructure: {
              /** @description Unit cost for every SKU the rule prices; absent: each SKU’s catalog cost */
              cost?: number | null;
              channelCosts?: {
                /** @description Marketplace commission, a fraction (0.16 = 16 %) */
                commission?: number;
                /** @description Freight paid by the channel, BRL per unit */
                freight?: number;
                /** @description Sales taxes, a fraction of the sale price */
                tax?: number;
              };
              productCosts?: {
                inboundFreight?:
                  | number
                  | {
                      value: number;
                      /**
                       * @description AMOUNT: BRL per unit; PERCENTAGE: a share of the sale price (0.05 = 5 %)
                       * @enum {string}
                       */
                      valueType: 'AMOUNT' | 'PERCENTAGE';
                    };
                packaging?:
                  | number
                  | {
                      value: number;
                      /**
                       * @description AMOUNT: BRL per unit; PERCENTAGE: a share of the sale price (0.05 = 5 %)
                       * @enum {string}
                       */
                      valueType: 'AMOUNT' | 'PERCENTAGE';
                    };
                royalty?:
                  | number
                  | {
                      value: number;
                      /**
                       * @description AMOUNT: BRL per unit; PERCENTAGE: a share of the sale price (0.05 = 5 %)
                       * @enum {string}
                       */
                      valueType: 'AMOUNT' | 'PERCENTAGE';
                    };
              };
              /** @description true adds product costs to the base; false (default) ignores them */
              embedProductCosts?: boolean;
            };
            objective: {
              /**
               * @description CONTRIBUTION_MARGIN or MARKUP; PROFIT was removed and is rejected with 400 unsupported-driver
               * @enum {string}
               */
              driver: 'CONTRIBUTION_MARGIN' | 'MARKUP' | 'PROFIT';
              value: number;
              /**
               * @description CONTRIBUTION_MARGIN: AMOUNT (default, BRL per unit) or PERCENTAGE (0.2 = 20 % of the price)
               * @enum {string}
               */
              valueType?: 'AMOUNT' | 'PERCENTAGE';
            };
            /** @enum {string} */
            status: 'INACTIVE' | 'SCHEDULED' | 'ACTIVE' | 'FINISHED';
            startDate?: string;
            endDate?: string;
            restorePricesOnAutoFinish: boolean;
            priority: number;
            lastJobId?: string;
            createdAt: string;
            updatedAt: string;
            activatedAt?: string;
            finishedAt?: string;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getPriceFormationRule: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        ruleId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            /**
             * @description PRODUCT (default): SKUs; AD: their ads only
             * @enum {string}
             */
            domain: 'PRODUCT' | 'AD';
            /**
             * @description COST (default): unit cost; SALE_PRICE: the current sale price
             * @enum {string}
             */
            baseValue: 'COST' | 'SALE_PRICE';
            /** @description The names promotions use: skuIds, categoryIds, brandIds, adIds (domain AD), platforms. Each field narrows the SKUs; absent or empty: no narrowing. Every id must be one of the seller’s (400 otherwise). Rules stored under the old names categories and brands read back as categoryIds and brandIds. */
            eligibility: {
              /** @description Platform codes. PRODUCT: prices on these platforms; absent or empty: every platform the SKU has an ad on. AD: only ads on these platforms */
              platforms?: string[];
              /** @description Only SKUs of these categories; their subcategories are included */
              categoryIds?: string[];
              /** @description Only SKUs of these brands */
              brandIds?: string[];
              /** @description Only these SKUs */
              skuIds?: string[];
              /** @description Domain AD only: these ads, each its SKU on its own platform */
              adIds?: string[];
            };
            costStructure: {
              /** @description Unit cost for every SKU the rule prices; absent: each SKU’s catalog cost */
              cost?: number | null;
              channelCosts?: {
                /** @description Marketplace commission, a fraction (0.16 = 16 %) */
                commission?: number;
                /** @description Freight paid by the channel, BRL per unit */
                freight?: number;
                /** @description Sales taxes, a fraction of the sale price */
                tax?: number;
              };
              productCosts?: {
                inboundFreight?:
                  | number
                  | {
                      value: number;
                      /**
                       * @description AMOUNT: BRL per unit; PERCENTAGE: a share of the sale price (0.05 = 5 %)
                       * @enum {string}
                       */
                      valueType: 'AMOUNT' | 'PERCENTAGE';
                    };
                packaging?:
                  | number
                  | {
                      value: number;
                      /**
                       * @description AMOUNT: BRL per unit; PERCENTAGE: a share of the sale price (0.05 = 5 %)
                       * @enum {string}
                       */
                      valueType: 'AMOUNT' | 'PERCENTAGE';
                    };
                royalty?:
                  | number
                  | {
                      value: number;
                      /**
                       * @description AMOUNT: BRL per unit; PERCENTAGE: a share of the sale price (0.05 = 5 %)
                       * @enum {string}
                       */
                      valueType: 'AMOUNT' | 'PERCENTAGE';
                    };
              };
              /** @description true adds product costs to the base; false (default) ignores them */
              embedProductCosts?: boolean;
            };
            objective: {
              /**
               * @description CONTRIBUTION_MARGIN or MARKUP; PROFIT was removed and is rejected with 400 unsupported-driver
               * @enum {string}
               */
              driver: 'CONTRIBUTION_MARGIN' | 'MARKUP' | 'PROFIT';
              value: number;
              /**
               * @description CONTRIBUTION_MARGIN: AMOUNT (default, BRL per unit) or PERCENTAGE (0.2 = 20 % of the price)
               * @enum {string}
               */
              valueType?: 'AMOUNT' | 'PERCENTAGE';
            };
            /** @enum {string} */
            status: 'INACTIVE' | 'SCHEDULED' | 'ACTIVE' | 'FINISHED';
            startDate?: string;
            endDate?: string;
            restorePricesOnAutoFinish: boolean;
            priority: number;
            lastJobId?: string;
            createdAt: string;
            updatedAt: string;
            activatedAt?: string;
            finishedAt?: string;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  updatePriceFormationRule: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        ruleId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          /**
           * @description PRODUCT (default): SKUs; AD: their ads only
           * @enum {string}
           */
          domain?: 'PRODUCT' | 'AD';
          /**
           * @description COST (default): unit cost; SALE_PRICE: the current sale price
           * @enum {string}
           */
          baseValue?: 'COST' | 'SALE_PRICE';
          /** @description The names promotions use: skuIds, categoryIds, brandIds, adIds (domain AD), platforms. Each field narrows the SKUs; absent or empty: no narrowing. Every id must be one of the seller’s (400 otherwise). Rules stored under the old names categories and brands read back as categoryIds and brandIds. */
          eligibility?: {
            /** @description Platform codes. PRODUCT: prices on these platforms; absent or empty: every platform the SKU has an ad on. AD: only ads on these platforms */
            platforms?: string[];
            /** @description Only SKUs of these categories; their subcategories are included */
            categoryIds?: string[];
            /** @description Only SKUs of these brands */
            brandIds?: string[];
            /** @description Only these SKUs */
            skuIds?: string[];
            /** @description Domain AD only: these ads, each its SKU on its own platform */
            adIds?: string[];
          };
          costStructure?: {
            /** @description Unit cost for every SKU the rule prices; absent: each SKU’s catalog cost */
            cost?: number | null;
            channelCosts?: {
              /** @description Marketplace commission, a fraction (0.16 = 16 %) */
              commission?: number;
              /** @description Freight paid by the channel, BRL per unit */
              freight?: number;
              /** @description Sales taxes, a fraction of the sale price */
              tax?: number;
            };
            productCosts?: {
              inboundFreight?:
                | number
                | {
                    value: number;
                    /**
                     * @description AMOUNT: BRL per unit; PERCENTAGE: a share of the sale price (0.05 = 5 %)
                     * @enum {string}
                     */
                    valueType: 'AMOUNT' | 'PERCENTAGE';
                  };
              packaging?:
                | number
                | {
                    value: number;
                    /**
                     * @description AMOUNT: BRL per unit; PERCENTAGE: a share of the sale price (0.05 = 5 %)
                     * @enum {string}
                     */
                    valueType: 'AMOUNT' | 'PERCENTAGE';
                  };
              royalty?:
                | number
                | {
                    value: number;
                    /**
                     * @description AMOUNT: BRL per unit; PERCENTAGE: a share of the sale price (0.05 = 5 %)
                     * @enum {string}
                     */
                    valueType: 'AMOUNT' | 'PERCENTAGE';
                  };
            };
            /** @description true adds product costs to the base; false (default) ignores them */
            embedProductCosts?: boolean;
          };
          objective: {
            /**
             * @description CONTRIBUTION_MARGIN or MARKUP; PROFIT was removed and is rejected with 400 unsupported-driver
             * @enum {string}
             */
            driver: 'CONTRIBUTION_MARGIN' | 'MARKUP' | 'PROFIT';
            value: number;
            /**
             * @description CONTRIBUTION_MARGIN: AMOUNT (default, BRL per unit) or PERCENTAGE (0.2 = 20 % of the price)
             * @enum {string}
             */
            valueType?: 'AMOUNT' | 'PERCENTAGE';
          };
          /**
           * Format: date-time
           * @description When the rule applies by itself (UTC ISO 8601); absent: only on apply
           */
          startDate?: string | null;
          /**
           * Format: date-time
           * @description When it finishes by itself
           */
          endDate?: string | null;
          /** @description On finish: true (default) restores the pre-rule prices; false keeps the rule’s */
          restorePricesOnAutoFinish?: boolean;
          /** @description Several ACTIVE rules on one SKU and platform: the highest priority wins, then the newest */
          priority?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            /**
             * @description PRODUCT (default): SKUs; AD: their ads only
             * @enum {string}
             */
            domain: 'PRODUCT' | 'AD';
            /**
             * @description COST (default): unit cost; SALE_PRICE: the current sale price
             * @enum {string}
             */
            baseValue: 'COST' | 'SALE_PRICE';
            /** @description The names promotions use: skuIds, categoryIds, brandIds, adIds (domain AD), platforms. Each field narrows the SKUs; absent or empty: no narrowing. Every id must be one of the seller’s (400 otherwise). Rules stored under the old names categories and brands read back as categoryIds and brandIds. */
            eligibility: {
              /** @description Platform codes. PRODUCT: prices on these platforms; absent or empty: every platform the SKU has an ad on. AD: only ads on these platforms */
              platforms?: string[];
              /** @description Only SKUs of these categories; their subcategories are included */
              categoryIds?: string[];
              /** @description Only SKUs of these brands */
              brandIds?: string[];
              /** @description Only these SKUs */
              skuIds?: string[];
              /** @description Domain AD only: these ads, each its SKU on its own platform */
              adIds?: string[];
            };
            costStructure: {
              /** @description Unit cost for every SKU the rule prices; absent: each SKU’s catalog cost */
              cost?: number | null;
              channelCosts?: {
                /** @description Marketplace commission, a fraction (0.16 = 16 %) */
                commission?: number;
                /** @description Freight paid by the channel, BRL per unit */
                freight?: number;
                /** @description Sales taxes, a fraction of the sale price */
                tax?: number;
              };
              productCosts?: {
                inboundFreight?:
                  | number
                  | {
                      value: number;
                      /**
                       * @description AMOUNT: BRL per unit; PERCENTAGE: a share of the sale price (0.05 = 5 %)
                       * @enum {string}
                       */
                      valueType: 'AMOUNT' | 'PERCENTAGE';
                    };
                packaging?:
                  | number
                  | {
                      value: number;
                      /**
                       * @description AMOUNT: BRL per unit; PERCENTAGE: a share of the sale price (0.05 = 5 %)
                       * @enum {string}
                       */
                      valueType: 'AMOUNT' | 'PERCENTAGE';
                    };
                royalty?:
                  | number
                  | {
                      value: number;
                      /**
                       * @description AMOUNT: BRL per unit; PERCENTAGE: a share of the sale price (0.05 = 5 %)
                       * @enum {string}
                       */
                      valueType: 'AMOUNT' | 'PERCENTAGE';
                    };
              };
              /** @description true adds product costs to the base; false (default) ignores them */
              embedProductCosts?: boolean;
            };
            objective: {
              /**
               * @description CONTRIBUTION_MARGIN or MARKUP; PROFIT was removed and is rejected with 400 unsupported-driver
               * @enum {string}
               */
              driver: 'CONTRIBUTION_MARGIN' | 'MARKUP' | 'PROFIT';
              value: number;
              /**
               * @description CONTRIBUTION_MARGIN: AMOUNT (default, BRL per unit) or PERCENTAGE (0.2 = 20 % of the price)
               * @enum {string}
               */
              valueType?: 'AMOUNT' | 'PERCENTAGE';
            };
            /** @enum {string} */
            status: 'INACTIVE' | 'SCHEDULED' | 'ACTIVE' | 'FINISHED';
            startDate?: string;
            endDate?: string;
            restorePricesOnAutoFinish: boolean;
            priority: number;
            lastJobId?: string;
            createdAt: string;
            updatedAt: string;
            activatedAt?: string;
            finishedAt?: string;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  deletePriceFormationRule: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        ruleId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  applyPriceFormationRule: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        ruleId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            jobId: string;
            ruleId: string;
            /**
             * @description PENDING: the job is queued (or waits for startDate)
             * @enum {string}
             */
            status: 'PENDING' | 'RUNNING' | 'SUCCESS' | 'FAILED';
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  clonePriceFormationRule: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        ruleId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            /**
             * @description PRODUCT (default): SKUs; AD: their ads only
             * @enum {string}
             */
            domain: 'PRODUCT' | 'AD';
            /**
             * @description COST (default): unit cost; SALE_PRICE: the current sale price
             * @enum {string}
             */
            baseValue: 'COST' | 'SALE_PRICE';
            /** @description The names promotions use: skuIds, categoryIds, brandIds, adIds (domain AD), platforms. Each field narrows the SKUs; absent or empty: no narrowing. Every id must be one of the seller’s (400 otherwise). Rules stored under the old names categories and brands read back as categoryIds and brandIds. */
            eligibility: {
              /** @description Platform codes. PRODUCT: prices on these platforms; absent or empty: every platform the SKU has an ad on. AD: only ads on these platforms */
              platforms?: string[];
              /** @description Only SKUs of these categories; their subcategories are included */
              categoryIds?: string[];
              /** @description Only SKUs of these brands */
              brandIds?: string[];
              /** @description Only these SKUs */
              skuIds?: string[];
              /** @description Domain AD only: these ads, each its SKU on its own platform */
              adIds?: string[];
            };
            costStructure: {
              /** @description Unit cost for every SKU the rule prices; absent: each SKU’s catalog cost */
              cost?: number | null;
              channelCosts?: {
                /** @description Marketplace commission, a fraction (0.16 = 16 %) */
                commission?: number;
                /** @description Freight paid by the channel, BRL per unit */
                freight?: number;
                /** @description Sales taxes, a fraction of the sale price */
                tax?: number;
              };
              productCosts?: {
                inboundFreight?:
                  | number
                  | {
                      value: number;
                      /**
                       * @description AMOUNT: BRL per unit; PERCENTAGE: a share of the sale price (0.05 = 5 %)
                       * @enum {string}
                       */
                      valueType: 'AMOUNT' | 'PERCENTAGE';
                    };
                packaging?:
                  | number
                  | {
                      value: number;
                      /**
                       * @description AMOUNT: BRL per unit; PERCENTAGE: a share of the sale price (0.05 = 5 %)
                       * @enum {string}
                       */
                      valueType: 'AMOUNT' | 'PERCENTAGE';
                    };
                royalty?:
                  | number
                  | {
                      value: number;
                      /**
                       * @description AMOUNT: BRL per unit; PERCENTAGE: a share of the sale price (0.05 = 5 %)
                       * @enum {string}
                       */
                      valueType: 'AMOUNT' | 'PERCENTAGE';
                    };
              };
              /** @description true adds product costs to the base; false (default) ignores them */
              embedProductCosts?: boolean;
            };
            objective: {
              /**
               * @description CONTRIBUTION_MARGIN or MARKUP; PROFIT was removed and is rejected with 400 unsupported-driver
               * @enum {string}
               */
              driver: 'CONTRIBUTION_MARGIN' | 'MARKUP' | 'PROFIT';
              value: number;
              /**
               * @description CONTRIBUTION_MARGIN: AMOUNT (default, BRL per unit) or PERCENTAGE (0.2 = 20 % of the price)
               * @enum {string}
               */
              valueType?: 'AMOUNT' | 'PERCENTAGE';
            };
            /** @enum {string} */
            status: 'INACTIVE' | 'SCHEDULED' | 'ACTIVE' | 'FINISHED';
            startDate?: string;
            endDate?: string;
            restorePricesOnAutoFinish: boolean;
            priority: number;
            lastJobId?: string;
            createdAt: string;
            updatedAt: string;
            activatedAt?: string;
            finishedAt?: string;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  finishPriceFormationRule: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        ruleId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            /**
             * @description PRODUCT (default): SKUs; AD: their ads only
             * @enum {string}
             */
            domain: 'PRODUCT' | 'AD';
            /**
             * @description COST (default): unit cost; SALE_PRICE: the current sale price
             * @enum {string}
             */
            baseValue: 'COST' | 'SALE_PRICE';
            /** @description The names promotions use: skuIds, categoryIds, brandIds, adIds (domain AD), platforms. Each field narrows the SKUs; absent or empty: no narrowing. Every id must be one of the seller’s (400 otherwise). Rules stored under the old names categories and brands read back as categoryIds and brandIds. */
            eligibility: {
              /** @description Platform codes. PRODUCT: prices on these platforms; absent or empty: every platform the SKU has an ad on. AD: only ads on these platforms */
              platforms?: string[];
              /** @description Only SKUs of these categories; their subcategories are included */
              categoryIds?: string[];
              /** @description Only SKUs of these brands */
              brandIds?: string[];
              /** @description Only these SKUs */
              skuIds?: string[];
              /** @description Domain AD only: these ads, each its SKU on its own platform */
              adIds?: string[];
            };
            costStructure: {
              /** @description Unit cost for every SKU the rule prices; absent: each SKU’s catalog cost */
              cost?: number | null;
              channelCosts?: {
                /** @description Marketplace commission, a fraction (0.16 = 16 %) */
                commission?: number;
                /** @description Freight paid by the channel, BRL per unit */
                freight?: number;
                /** @description Sales taxes, a fraction of the sale price */
                tax?: number;
              };
              productCosts?: {
                inboundFreight?:
                  | number
                  | {
                      value: number;
                      /**
                       * @description AMOUNT: BRL per unit; PERCENTAGE: a share of the sale price (0.05 = 5 %)
                       * @enum {string}
                       */
                      valueType: 'AMOUNT' | 'PERCENTAGE';
                    };
                packaging?:
                  | number
                  | {
                      value: number;
                      /**
                       * @description AMOUNT: BRL per unit; PERCENTAGE: a share of the sale price (0.05 = 5 %)
                       * @enum {string}
                       */
                      valueType: 'AMOUNT' | 'PERCENTAGE';
                    };
                royalty?:
                  | number
                  | {
                      value: number;
                      /**
                       * @description AMOUNT: BRL per unit; PERCENTAGE: a share of the sale price (0.05 = 5 %)
                       * @enum {string}
                       */
                      valueType: 'AMOUNT' | 'PERCENTAGE';
                    };
              };
              /** @description true adds product costs to the base; false (default) ignores them */
              embedProductCosts?: boolean;
            };
            objective: {
              /**
               * @description CONTRIBUTION_MARGIN or MARKUP; PROFIT was removed and is rejected with 400 unsupported-driver
               * @enum {string}
               */
              driver: 'CONTRIBUTION_MARGIN' | 'MARKUP' | 'PROFIT';
              value: number;
              /**
               * @description CONTRIBUTION_MARGIN: AMOUNT (default, BRL per unit) or PERCENTAGE (0.2 = 20 % of the price)
               * @enum {string}
               */
              valueType?: 'AMOUNT' | 'PERCENTAGE';
            };
            /** @enum {string} */
            status: 'INACTIVE' | 'SCHEDULED' | 'ACTIVE' | 'FINISHED';
            startDate?: string;
            endDate?: string;
            restorePricesOnAutoFinish: boolean;
            priority: number;
            lastJobId?: string;
            createdAt: string;
            updatedAt: string;
            activatedAt?: string;
            finishedAt?: string;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  restorePriceFormationPrices: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        ruleId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            jobId: string;
            ruleId: string;
            /**
             * @description PENDING: the job is queued (or waits for startDate)
             * @enum {string}
             */
            status: 'PENDING' | 'RUNNING' | 'SUCCESS' | 'FAILED';
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getPriceFormationSummary: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        ruleId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            ruleId: string;
            /** @enum {string} */
            status: 'INACTIVE' | 'SCHEDULED' | 'ACTIVE' | 'FINISHED';
            eligibleSkus: number;
            coveredSkus: number;
            costDataCoveragePct: number;
            /** @description true when costDataCoveragePct is below 50 */
            costCoverageAlert: boolean;
            lastJobId?: string;
            /** @enum {string} */
            lastJobStatus?: 'PENDING' | 'RUNNING' | 'SUCCESS' | 'FAILED';
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listPriceFormationResults: {
    parameters: {
      query?: {
        /** @description 0-based page number, at most 2147483647 */
        page?: number;
        /** @description Page size (default 20): 0 is read as 1, more than 200 as 200 */
        size?: number;
      };
      header?: never;
      path: {
        ruleId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _embedded: {
              priceFormationResultList: {
                skuId: string;
                sku?: string;
                platform: string | null;
                oldPrice: number | null;
                newPrice: number | null;
                /** @enum {string} */
                status: 'PRICED' | 'SKIPPED' | 'RESTORED';
                reason?: string;
                /** @description The rule whose price holds there */
                ruleId?: string;
                jobId?: string;
                updatedAt: string;
              }[];
            };
            page: {
              size: number;
              totalElements: number;
              totalPages: number;
              number: number;
            };
            _links?: {
              [key: string]: {
                href: string;
              };
            };
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getPriceFormationJob: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        ruleId: string;
        jobId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            jobId: string;
            ruleId: string;
            /**
             * @description APPLY (prices the rule) or RESTORE (brings back the pre-rule prices)
             * @enum {string}
             */
            kind: 'APPLY' | 'RESTORE';
            /** @enum {string} */
            status: 'PENDING' | 'RUNNING' | 'SUCCESS' | 'FAILED';
            progressPct: number;
            processedSkus: number;
            totalSkus: number;
            errors: {
              code: string;
              message: string;
              skuId?: string;
            }[];
            createdAt: string;
            startedAt?: string;
            finishedAt?: string;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  simulatePriceFormationRule: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        ruleId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Eligible SKUs */
            totalSkus: number;
            coveredSkus: number;
            /** @description Eligible SKUs without any simulated price: no cost, no platform, or a price past 999,999,999,999.99 (the largest a price can be; applying such a rule fails with price-out-of-range) */
            skippedSkus: number;
            /** @description Eligible SKUs with at least one simulated price the profit guard would hold instead of pushing */
            heldSkus: number;
            /** @description Simulated prices the profit guard would hold, by reason */
            held: {
              /** @description Prices under the SKU's floor on their channel */
              belowFloor: number;
              /** @description Prices more than the seller's change factor away from the current one */
              changeTooLarge: number;
            };
            simulatedPrices: {
              skuId: string;
              platform: string;
              currentPrice: number | null;
              simulatedPrice: number;
              delta: number | null;
              /** @description Present when the profit guard would hold this price: applying leaves the channel as it is */
              held?: {
                /** @enum {string} */
                reason: 'BELOW_FLOOR' | 'CHANGE_TOO_LARGE';
                /** @description The floor on that channel, BRL */
                floor: number | null;
              };
            }[];
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  simulatePriceFormation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * @description PRODUCT (default): SKUs; AD: their ads only
           * @enum {string}
           */
          domain?: 'PRODUCT' | 'AD';
          /**
           * @description COST (default): unit cost; SALE_PRICE: the current sale price
           * @enum {string}
           */
          baseValue?: 'COST' | 'SALE_PRICE';
          /** @description The names promotions use: skuIds, categoryIds, brandIds, adIds (domain AD), platforms. Each field narrows the SKUs; absent or empty: no narrowing. Every id must be one of the seller’s (400 otherwise). Rules stored under the old names categories and brands read back as categoryIds and brandIds. */
          eligibility?: {
            /** @description Platform codes. PRODUCT: prices on these platforms; absent or empty: every platform the SKU has an ad on. AD: only ads on these platforms */
            platforms?: string[];
            /** @description Only SKUs of these categories; their subcategories are included */
            categoryIds?: string[];
            /** @description Only SKUs of these brands */
            brandIds?: string[];
            /** @description Only these SKUs */
            skuIds?: string[];
            /** @description Domain AD only: these ads, each its SKU on its own platform */
            adIds?: string[];
          };
          costStructure?: {
            /** @description Unit cost for every SKU the rule prices; absent: each SKU’s catalog cost */
            cost?: number | null;
            channelCosts?: {
              /** @description Marketplace commission, a fraction (0.16 = 16 %) */
              commission?: number;
              /** @description Freight paid by the channel, BRL per unit */
              freight?: number;
              /** @description Sales taxes, a fraction of the sale price */
              tax?: number;
            };
            productCosts?: {
              inboundFreight?:
                | number
                | {
                    value: number;
                    /**
                     * @description AMOUNT: BRL per unit; PERCENTAGE: a share of the sale price (0.05 = 5 %)
                     * @enum {string}
                     */
                    valueType: 'AMOUNT' | 'PERCENTAGE';
                  };
              packaging?:
                | number
                | {
                    value: number;
                    /**
                     * @description AMOUNT: BRL per unit; PERCENTAGE: a share of the sale price (0.05 = 5 %)
                     * @enum {string}
                     */
                    valueType: 'AMOUNT' | 'PERCENTAGE';
                  };
              royalty?:
                | number
                | {
                    value: number;
                    /**
                     * @description AMOUNT: BRL per unit; PERCENTAGE: a share of the sale price (0.05 = 5 %)
                     * @enum {string}
                     */
                    valueType: 'AMOUNT' | 'PERCENTAGE';
                  };
            };
            /** @description true adds product costs to the base; false (default) ignores them */
            embedProductCosts?: boolean;
          };
          objective: {
            /**
             * @description CONTRIBUTION_MARGIN or MARKUP; PROFIT was removed and is rejected with 400 unsupported-driver
             * @enum {string}
             */
            driver: 'CONTRIBUTION_MARGIN' | 'MARKUP' | 'PROFIT';
            value: number;
            /**
             * @description CONTRIBUTION_MARGIN: AMOUNT (default, BRL per unit) or PERCENTAGE (0.2 = 20 % of the price)
             * @enum {string}
             */
            valueType?: 'AMOUNT' | 'PERCENTAGE';
          };
          /** @description Several ACTIVE rules on one SKU and platform: the highest priority wins, then the newest */
          priority?: number;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Eligible SKUs */
            totalSkus: number;
            coveredSkus: number;
            /** @description Eligible SKUs without any simulated price: no cost, no platform, or a price past 999,999,999,999.99 (the largest a price can be; applying such a rule fails with price-out-of-range) */
            skippedSkus: number;
            /** @description Eligible SKUs with at least one simulated price the profit guard would hold instead of pushing */
            heldSkus: number;
            /** @description Simulated prices the profit guard would hold, by reason */
            held: {
              /** @description Prices under the SKU's floor on their channel */
              belowFloor: number;
              /** @description Prices more than the seller's change factor away from the current one */
              changeTooLarge: number;
            };
            simulatedPrices: {
              skuId: string;
              platform: string;
              currentPrice: number | null;
              simulatedPrice: number;
              delta: number | null;
              /** @description Present when the profit guard would hold this price: applying leaves the channel as it is */
              held?: {
                /** @enum {string} */
                reason: 'BELOW_FLOOR' | 'CHANGE_TOO_LARGE';
                /** @description The floor on that channel, BRL */
                floor: number | null;
              };
            }[];
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listPriceFormationTemplates: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            rule: {
              [key: string]: unknown;
            };
            copiedFrom?: string;
            createdAt: string;
          }[];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  createPriceFormationTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          rule: {
            /**
             * @description PRODUCT (default): SKUs; AD: their ads only
             * @enum {string}
             */
            domain?: 'PRODUCT' | 'AD';
            /**
             * @description COST (default): unit cost; SALE_PRICE: the current sale price
             * @enum {string}
             */
            baseValue?: 'COST' | 'SALE_PRICE';
            /** @description The names promotions use: skuIds, categoryIds, brandIds, adIds (domain AD), platforms. Each field narrows the SKUs; absent or empty: no narrowing. Every id must be one of the seller’s (400 otherwise). Rules stored under the old names categories and brands read back as categoryIds and brandIds. */
            eligibility?: {
              /** @description Platform codes. PRODUCT: prices on these platforms; absent or empty: every platform the SKU has an ad on. AD: only ads on these platforms */
              platforms?: string[];
              /** @description Only SKUs of these categories; their subcategories are included */
              categoryIds?: string[];
              /** @description Only SKUs of these brands */
              brandIds?: string[];
              /** @description Only these SKUs */
              skuIds?: string[];
              /** @description Domain AD only: these ads, each its SKU on its own platform */
              adIds?: string[];
            };
            costStructure?: {
              /** @description Unit cost for every SKU the rule prices; absent: each SKU’s catalog cost */
              cost?: number | null;
              channelCosts?: {
                /** @description Marketplace commission, a fraction (0.16 = 16 %) */
                commission?: number;
                /** @description Freight paid by the channel, BRL per unit */
                freight?: number;
                /** @description Sales taxes, a fraction of the sale price */
                tax?: number;
              };
              productCosts?: {
                inboundFreight?:
                  | number
                  | {
                      value: number;
                      /**
                       * @description AMOUNT: BRL per unit; PERCENTAGE: a share of the sale price (0.05 = 5 %)
                       * @enum {string}
                       */
                      valueType: 'AMOUNT' | 'PERCENTAGE';
                    };
                packaging?:
                  | number
                  | {
                      value: number;
                      /**
                       * @description AMOUNT: BRL per unit; PERCENTAGE: a share of the sale price (0.05 = 5 %)
                       * @enum {string}
                       */
                      valueType: 'AMOUNT' | 'PERCENTAGE';
                    };
                royalty?:
                  | number
                  | {
                      value: number;
                      /**
                       * @description AMOUNT: BRL per unit; PERCENTAGE: a share of the sale price (0.05 = 5 %)
                       * @enum {string}
                       */
                      valueType: 'AMOUNT' | 'PERCENTAGE';
                    };
              };
              /** @description true adds product costs to the base; false (default) ignores them */
              embedProductCosts?: boolean;
            };
            objective: {
              /**
               * @description CONTRIBUTION_MARGIN or MARKUP; PROFIT was removed and is rejected with 400 unsupported-driver
               * @enum {string}
               */
              driver: 'CONTRIBUTION_MARGIN' | 'MARKUP' | 'PROFIT';
              value: number;
              /**
               * @description CONTRIBUTION_MARGIN: AMOUNT (default, BRL per unit) or PERCENTAGE (0.2 = 20 % of the price)
               * @enum {string}
               */
              valueType?: 'AMOUNT' | 'PERCENTAGE';
            };
            /** @description On finish: true (default) restores the pre-rule prices; false keeps the rule’s */
            restorePricesOnAutoFinish?: boolean;
            /** @description Several ACTIVE rules on one SKU and platform: the highest priority wins, then the newest */
            priority?: number;
          };
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            rule: {
              [key: string]: unknown;
            };
            copiedFrom?: string;
            createdAt: string;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  copyPriceFormationTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The seller to copy to: the caller’s own for a seller; any seller for an operator */
          sellerId: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            rule: {
              [key: string]: unknown;
            };
            copiedFrom?: string;
            createdAt: string;
            sellerId: string;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listFreightCarriers: {
    parameters: {
      query?: {
        /** @description 0-based page number, at most 2147483647 */
        page?: number;
        /** @description Page size (default 20): 0 is read as 1, more than 200 as 200 */
        size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _embedded: {
              carriers: {
                id: string;
                name: string;
                active: boolean;
                cubicFactor: number | null;
                cubicThresholdKg: number | null;
                quoteUrl: string | null;
                integration: {
                  /** @enum {string} */
                  type: 'POSTAL' | 'AGGREGATOR';
                  originPostalCode: string;
                  user?: string;
                  postingCard?: string;
                  services: {
                    code?: string;
                    id?: string;
                    name?: string;
                    /**
                     * @description Freight type
                     * @enum {string}
                     */
                    freightType: 'STANDARD' | 'EXPRESS' | 'ECONOMIC' | 'SAME_DAY' | 'NEXT_DAY' | 'PICKUP';
                  }[];
                  receipt?: boolean;
                  ownHand?: boolean;
                } | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
              }[];
            };
            page: {
              size: number;
              totalElements: number;
              totalPages: number;
              number: number;
            };
            _links?: {
              [key: string]: {
                href: string;
              };
            };
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  createFreightCarrier: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** @description A deactivated carrier stays in its regions but quotes nothing */
          active?: boolean;
          /** @description cm³ per kg, above 0: 6000 for parcels, 3333 for 300 kg/m³ */
          cubicFactor?: number | null;
          /** @description Cubic weight counts only above this (Correios: 5) */
          cubicThresholdKg?: number | null;
          /** @description Own quote URL, HTTPS and public */
          quoteUrl?: string | null;
          integration?:
            | (
                | {
                    /** @enum {string} */
                    type: 'POSTAL';
                    /** @description CEP, 8 digits (a hyphen after the fifth is accepted) */
                    originPostalCode: string;
                    /** @description Contract user at the postal carrier */
                    user: string;
                    /** @description API access code; never shown again. Required unless the carrier already has a POSTAL integration, whose code is kept */
                    accessCode?: string;
                    /** @description Posting card (cartão de postagem) */
                    postingCard: string;
                    services: {
                      /** @description Product code, e.g. 03220 (SEDEX), 03298 (PAC) */
                      code: string;
                      name: string;
                      /**
                       * @description Freight type
                       * @enum {string}
                       */
                      freightType: 'STANDARD' | 'EXPRESS' | 'ECONOMIC' | 'SAME_DAY' | 'NEXT_DAY' | 'PICKUP';
                    }[];
                  }
                | {
                    /** @enum {string} */
                    type: 'AGGREGATOR';
                    /** @description CEP, 8 digits (a hyphen after the fifth is accepted) */
                    originPostalCode: string;
                    /** @description API token; never shown again. Required unless the carrier already has an AGGREGATOR integration, whose token is kept */
                    token?: string;
                    /** @description Services to ask for, with their freight type; absent asks for all */
                    services?: {
                      /** @description The aggregator's service id */
                      id: string;
                      /**
                       * @description Freight type
                       * @enum {string}
                       */
                      freightType: 'STANDARD' | 'EXPRESS' | 'ECONOMIC' | 'SAME_DAY' | 'NEXT_DAY' | 'PICKUP';
                    }[];
                    /** @description Delivery receipt (aviso de recebimento) */
                    receipt?: boolean;
                    /** @description Own-hand delivery (mão própria) */
                    ownHand?: boolean;
                  }
              )
            | (never | null);
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            active: boolean;
            cubicFactor: number | null;
            cubicThresholdKg: number | null;
            quoteUrl: string | null;
            integration: {
              /** @enum {string} */
              type: 'POSTAL' | 'AGGREGATOR';
              originPostalCode: string;
              user?: string;
              postingCard?: string;
              services: {
                code?: string;
                id?: string;
                name?: string;
                /**
                 * @description Freight type
                 * @enum {string}
                 */
                freightType: 'STANDARD' | 'EXPRESS' | 'ECONOMIC' | 'SAME_DAY' | 'NEXT_DAY' | 'PICKUP';
              }[];
              receipt?: boolean;
              ownHand?: boolean;
            } | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getFreightCarrier: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        carrierId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            active: boolean;
            cubicFactor: number | null;
            cubicThresholdKg: number | null;
            quoteUrl: string | null;
            integration: {
              /** @enum {string} */
              type: 'POSTAL' | 'AGGREGATOR';
              originPostalCode: string;
              user?: string;
              postingCard?: string;
              services: {
                code?: string;
                id?: string;
                name?: string;
                /**
                 * @description Freight type
                 * @enum {string}
                 */
                freightType: 'STANDARD' | 'EXPRESS' | 'ECONOMIC' | 'SAME_DAY' | 'NEXT_DAY' | 'PICKUP';
              }[];
              receipt?: boolean;
              ownHand?: boolean;
            } | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  deleteFreightCarrier: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        carrierId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  updateFreightCarrier: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        carrierId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          /** @description A deactivated carrier stays in its regions but quotes nothing */
          active?: boolean;
          /** @description cm³ per kg, above 0: 6000 for parcels, 3333 for 300 kg/m³ */
          cubicFactor?: number | null;
          /** @description Cubic weight counts only above this (Correios: 5) */
          cubicThresholdKg?: number | null;
          /** @description Own quote URL, HTTPS and public */
          quoteUrl?: string | null;
          integration?:
            | (
                | {
                    /** @enum {string} */
                    type: 'POSTAL';
                    /** @description CEP, 8 digits (a hyphen after the fifth is accepted) */
                    originPostalCode: string;
                    /** @description Contract user at the postal carrier */
                    user: string;
                    /** @description API access code; never shown again. Required unless the carrier already has a POSTAL integration, whose code is kept */
                    accessCode?: string;
                    /** @description Posting card (cartão de postagem) */
                    postingCard: string;
                    services: {
                      /** @description Product code, e.g. 03220 (SEDEX), 03298 (PAC) */
                      code: string;
                      name: string;
                      /**
                       * @description Freight type
                       * @enum {string}
                       */
                      freightType: 'STANDARD' | 'EXPRESS' | 'ECONOMIC' | 'SAME_DAY' | 'NEXT_DAY' | 'PICKUP';
                    }[];
                  }
                | {
                    /** @enum {string} */
                    type: 'AGGREGATOR';
                    /** @description CEP, 8 digits (a hyphen after the fifth is accepted) */
                    originPostalCode: string;
                    /** @description API token; never shown again. Required unless the carrier already has an AGGREGATOR integration, whose token is kept */
                    token?: string;
                    /** @description Services to ask for, with their freight type; absent asks for all */
                    services?: {
                      /** @description The aggregator's service id */
                      id: string;
                      /**
                       * @description Freight type
                       * @enum {string}
                       */
                      freightType: 'STANDARD' | 'EXPRESS' | 'ECONOMIC' | 'SAME_DAY' | 'NEXT_DAY' | 'PICKUP';
                    }[];
                    /** @description Delivery receipt (aviso de recebimento) */
                    receipt?: boolean;
                    /** @description Own-hand delivery (mão própria) */
                    ownHand?: boolean;
                  }
              )
            | (never | null);
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            active: boolean;
            cubicFactor: number | null;
            cubicThresholdKg: number | null;
            quoteUrl: string | null;
            integration: {
              /** @enum {string} */
              type: 'POSTAL' | 'AGGREGATOR';
              originPostalCode: string;
              user?: string;
              postingCard?: string;
              services: {
                code?: string;
                id?: string;
                name?: string;
                /**
                 * @description Freight type
                 * @enum {string}
                 */
                freightType: 'STANDARD' | 'EXPRESS' | 'ECONOMIC' | 'SAME_DAY' | 'NEXT_DAY' | 'PICKUP';
              }[];
              receipt?: boolean;
              ownHand?: boolean;
            } | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  importFreightCarrierTable: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        carrierId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The carrier table as CSV (comma, semicolon or tab): postalCodeStart, postalCodeEnd, weightFrom, weightTo, price, deadlineDays, and optionally region, deliveryTime, freightType, serviceName, serviceId (Portuguese headers such as cep_inicial, peso_final, valor, prazo are read too) */
          csv: string;
          /** @description Validate and count, write nothing */
          dryRun?: boolean;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            carrierId: string;
            dryRun: boolean;
            /** @description Data rows read (repeated bands of a multi-range region count once) */
            rows: number;
            regionsCreated: number;
            regionsReused: number;
            valuesWritten: number;
            /** @description The carrier's previous values, removed */
            valuesReplaced: number;
          };
        };
      };
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            carrierId: string;
            dryRun: boolean;
            /** @description Data rows read (repeated bands of a multi-range region count once) */
            rows: number;
            regionsCreated: number;
            regionsReused: number;
            valuesWritten: number;
            /** @description The carrier's previous values, removed */
            valuesReplaced: number;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listFreightRegions: {
    parameters: {
      query?: {
        /** @description 0-based page number, at most 2147483647 */
        page?: number;
        /** @description Page size (default 20): 0 is read as 1, more than 200 as 200 */
        size?: number;
        /** @description CEP, 8 digits (a hyphen after the fifth is accepted) */
        postalCode?: string;
        carrierId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _embedded: {
              regions: {
                id: string;
                name: string;
                /** @description Start of the first range */
                postalCodeStart: string;
                /** @description End of the first range */
                postalCodeEnd: string;
                ranges: {
                  postalCodeStart: string;
                  postalCodeEnd: string;
                }[];
                carrierIds: string[];
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
              }[];
            };
            page: {
              size: number;
              totalElements: number;
              totalPages: number;
              number: number;
            };
            _links?: {
              [key: string]: {
                href: string;
              };
            };
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  createFreightRegion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** @description CEP, 8 digits (a hyphen after the fifth is accepted) */
          postalCodeStart?: string;
          /** @description CEP, 8 digits (a hyphen after the fifth is accepted) */
          postalCodeEnd?: string;
          /** @description Several ranges; instead of postalCodeStart/postalCodeEnd */
          ranges?: {
            /** @description CEP, 8 digits (a hyphen after the fifth is accepted) */
            postalCodeStart: string;
            /** @description CEP, 8 digits (a hyphen after the fifth is accepted) */
            postalCodeEnd: string;
          }[];
          /** @description Carriers serving the region; may be empty and assigned later */
          carrierIds?: string[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            /** @description Start of the first range */
            postalCodeStart: string;
            /** @description End of the first range */
            postalCodeEnd: string;
            ranges: {
              postalCodeStart: string;
              postalCodeEnd: string;
            }[];
            carrierIds: string[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getFreightRegion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        regionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            /** @description Start of the first range */
            postalCodeStart: string;
            /** @description End of the first range */
            postalCodeEnd: string;
            ranges: {
              postalCodeStart: string;
              postalCodeEnd: string;
            }[];
            carrierIds: string[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  deleteFreightRegion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        regionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  updateFreightRegion: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        regionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          /** @description CEP, 8 digits (a hyphen after the fifth is accepted) */
          postalCodeStart?: string;
          /** @description CEP, 8 digits (a hyphen after the fifth is accepted) */
          postalCodeEnd?: string;
          /** @description Several ranges; instead of postalCodeStart/postalCodeEnd */
          ranges?: {
            /** @description CEP, 8 digits (a hyphen after the fifth is accepted) */
            postalCodeStart: string;
            /** @description CEP, 8 digits (a hyphen after the fifth is accepted) */
            postalCodeEnd: string;
          }[];
          /** @description Carriers serving the region; may be empty and assigned later */
          carrierIds?: string[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            name: string;
            /** @description Start of the first range */
            postalCodeStart: string;
            /** @description End of the first range */
            postalCodeEnd: string;
            ranges: {
              postalCodeStart: string;
              postalCodeEnd: string;
            }[];
            carrierIds: string[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listFreightValues: {
    parameters: {
      query?: {
        /** @description 0-based page number, at most 2147483647 */
        page?: number;
        /** @description Page size (default 20): 0 is read as 1, more than 200 as 200 */
        size?: number;
        carrierId?: string;
        regionId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _embedded: {
              freightValues: {
                id: string;
                carrierId: string;
                regionId: string;
                weightFrom: number;
                weightTo: number;
                price: number;
                deadlineDays: number;
                deliveryTime: number | null;
                /**
                 * @description Freight type
                 * @enum {string}
                 */
                freightType: 'STANDARD' | 'EXPRESS' | 'ECONOMIC' | 'SAME_DAY' | 'NEXT_DAY' | 'PICKUP';
                serviceName: string | null;
                serviceId: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
              }[];
            };
            page: {
              size: number;
              totalElements: number;
              totalPages: number;
              number: number;
            };
            _links?: {
              [key: string]: {
                href: string;
              };
            };
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  createFreightValue: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          carrierId: string;
          regionId: string;
          /** @description kg, exclusive (a band is weightFrom < w ≤ weightTo) */
          weightFrom: number;
          /** @description kg, inclusive; above weightFrom */
          weightTo: number;
          /** @description BRL; rounded half-up to cents */
          price: number;
          /** @description Business days */
          deadlineDays: number;
          /** @description Hours; absent means deadlineDays × 24 */
          deliveryTime?: number | null;
          /**
           * @description Freight type
           * @enum {string}
           */
          freightType?: 'STANDARD' | 'EXPRESS' | 'ECONOMIC' | 'SAME_DAY' | 'NEXT_DAY' | 'PICKUP';
          serviceName?: string | null;
          /** @description Service code at the carrier */
          serviceId?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            carrierId: string;
            regionId: string;
            weightFrom: number;
            weightTo: number;
            price: number;
            deadlineDays: number;
            deliveryTime: number | null;
            /**
             * @description Freight type
             * @enum {string}
             */
            freightType: 'STANDARD' | 'EXPRESS' | 'ECONOMIC' | 'SAME_DAY' | 'NEXT_DAY' | 'PICKUP';
            serviceName: string | null;
            serviceId: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getFreightValue: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        valueId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            carrierId: string;
            regionId: string;
            weightFrom: number;
            weightTo: number;
            price: number;
            deadlineDays: number;
            deliveryTime: number | null;
            /**
             * @description Freight type
             * @enum {string}
             */
            freightType: 'STANDARD' | 'EXPRESS' | 'ECONOMIC' | 'SAME_DAY' | 'NEXT_DAY' | 'PICKUP';
            serviceName: string | null;
            serviceId: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  deleteFreightValue: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        valueId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  updateFreightValue: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        valueId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          carrierId?: string;
          regionId?: string;
          /** @description kg, exclusive (a band is weightFrom < w ≤ weightTo) */
          weightFrom?: number;
          /** @description kg, inclusive; above weightFrom */
          weightTo?: number;
          /** @description BRL; rounded half-up to cents */
          price?: number;
          /** @description Business days */
          deadlineDays?: number;
          /** @description Hours; absent means deadlineDays × 24 */
          deliveryTime?: number | null;
          /**
           * @description Freight type
           * @enum {string}
           */
          freightType?: 'STANDARD' | 'EXPRESS' | 'ECONOMIC' | 'SAME_DAY' | 'NEXT_DAY' | 'PICKUP';
          serviceName?: string | null;
          /** @description Service code at the carrier */
          serviceId?: string | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            carrierId: string;
            regionId: string;
            weightFrom: number;
            weightTo: number;
            price: number;
            deadlineDays: number;
            deliveryTime: number | null;
            /**
             * @description Freight type
             * @enum {string}
             */
            freightType: 'STANDARD' | 'EXPRESS' | 'ECONOMIC' | 'SAME_DAY' | 'NEXT_DAY' | 'PICKUP';
            serviceName: string | null;
            serviceId: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  testFreightQuote: {
    parameters: {
      query?: {
        /** @description Add how each carrier was quoted */
        explain?: boolean;
      };
      header?: never;
      path: {
        /** @description Destination CEP: 8 digits, nothing else */
        postalCode: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          quotationItems: {
            skuId: string;
            qty: number;
            /** @description Unit price, passed on to quote URLs; optional */
            price?: number;
          }[];
          /** @description Marketplace code */
          platform?: string | null;
          /** @description The order total the quote is for (orderTotalPrice) */
          orderTotalPrice?: number | null;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Echo of the destination as a number, so leading zeros are lost */
            postalCode: number;
            shippingQuotes: {
              valueFreightId: string;
              freightServiceId: string;
              freightServiceName: string;
              /**
               * @description Freight type
               * @enum {string}
               */
              freightType: 'STANDARD' | 'EXPRESS' | 'ECONOMIC' | 'SAME_DAY' | 'NEXT_DAY' | 'PICKUP';
              /** @description Hours */
              deliveryTime: number;
              /** @description Business days */
              deadlineDays: number;
              carrierId: string;
              carrierName: string;
              weight: {
                value: number;
                /** @enum {string} */
                unit: 'GRAM' | 'KILOGRAM';
              };
              /** @description BRL */
              shippingCost: number;
              skuQty: {
                skuId: string;
                qty: number;
              };
            }[];
            explain?: {
              postalCode: string;
              /** @description Explained quotes are always computed afresh */
              cache: string;
              /**
               * @description NO_REGION: no region holds the postal code; NO_CARRIER: none of its carriers quoted
               * @enum {string}
               */
              outcome: 'NO_REGION' | 'NO_CARRIER' | 'QUOTED';
              cart: {
                items: {
                  skuId: string;
                  qty: number;
                  weightKg: number;
                  heightCm: number;
                  widthCm: number;
                  lengthCm: number;
                  handlingDays: number;
                }[];
                realWeightKg: number;
                volumeCm3: number;
                handlingDays: number;
              };
              regions: {
                id: string;
                name: string;
                carrierIds: string[];
              }[];
              carriers: {
                carrierId: string;
                carrierName: string;
                active: boolean;
                regionIds: string[];
                realWeightKg: number;
                cubicWeightKg: number | null;
                billableWeightKg: number;
                cubicApplied: boolean;
                external: string | null;
                services: {
                  /**
                   * @description Freight type
                   * @enum {string}
                   */
                  freightType: 'STANDARD' | 'EXPRESS' | 'ECONOMIC' | 'SAME_DAY' | 'NEXT_DAY' | 'PICKUP';
                  serviceName: string | null;
                  regionId: string;
                  valueFreightId: string | null;
                  band: {
                    weightFrom: number;
                    weightTo: number;
                  } | null;
                  reason: string | null;
                }[];
                note: string | null;
              }[];
              externalCalls: {
                carrierId: string;
                /** @enum {string} */
                kind: 'QUOTE_URL' | 'POSTAL' | 'AGGREGATOR';
                /** @description Where the request went (origin and path) */
                target: string;
                /**
                 * @description How the call ended; only OK replies give quotes
                 * @enum {string}
                 */
                outcome:
                  'OK' | 'TIMEOUT' | 'HTTP_STATUS' | 'INVALID_JSON' | 'INVALID_REPLY' | 'ERROR' | 'CACHED';
                status: number | null;
                latencyMs: number | null;
                detail: string | null;
                /** @description Quotes taken from the reply */
                quotes: number;
                dropped: {
                  index: number;
                  reason: string;
                }[];
              }[];
            };
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffSearchOrders: {
    parameters: {
      query?: {
        /** @description 0-based page number, at most 2147483647 */
        page?: number;
        /** @description Page size (default 20): 0 is read as 1, more than 200 as 200 */
        size?: number;
        /** @description `field,asc` or `field,desc` (e.g. `createdAt,desc`); field one of createdAt, updatedAt, shipBy */
        sort?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          status?: (
            | 'CREATED'
            | 'PAID'
            | 'INVOICED'
            | 'SHIPPED'
            | 'DELIVERED'
            | 'CONCLUDED'
            | 'RETURNED'
            | 'CANCELED'
            | 'SHIPMENT_EXCEPTION'
          )[];
          platform?: string[];
          /**
           * Format: date-time
           * @description Created at or after
           */
          createdFrom?: string;
          /**
           * Format: date-time
           * @description Created at or before
           */
          createdTo?: string;
          /** @description A skuId or sku code of an item */
          sku?: string;
          /** @description An order id, part of the channel's order id, or a skuId/sku code */
          text?: string;
          /**
           * @description One of the day's queues: TO_INVOICE (paid), SHIP_TODAY (invoiced, ship-by before the day ends or none told), LATE (paid or invoiced past its ship-by), PROBLEM (shipment exception)
           * @enum {string}
           */
          queue?: 'TO_INVOICE' | 'SHIP_TODAY' | 'LATE' | 'PROBLEM';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _embedded: {
              orderApiDTOList: {
                id: string;
                marketplaceOrderId: string;
                platform: string;
                accountId: string;
                /**
                 * @description Order status (API enum)
                 * @enum {string}
                 */
                status:
                  | 'CREATED'
                  | 'PAID'
                  | 'INVOICED'
                  | 'SHIPPED'
                  | 'DELIVERED'
                  | 'CONCLUDED'
                  | 'RETURNED'
                  | 'CANCELED'
                  | 'SHIPMENT_EXCEPTION';
                createdAt: string;
                updatedAt: string;
                paidAt?: string;
                /** @description When the parcel must reach the carrier, as the channel told it; absent when not told */
                shipBy?: string;
                /** @description How to follow the parcel, once the channel dispatched it or the seller typed it; absent before */
                tracking?: {
                  /** @description The carrier's tracking code of the parcel */
                  code: string;
                  /** @description The carrier, as the channel or the seller names it */
                  carrier?: string;
                  /** @description Where to follow the parcel on the carrier's site */
                  url?: string;
                };
                cancelReason?: string;
                items: {
                  /** @description Absent while the line is not linked to a SKU */
                  skuId?: string;
                  sku?: string;
                  /** @description The channel's item id (Mercado Livre's MLB…) */
                  channelItemId?: string;
                  /** @description Item not linked: no ad of the seller holds this channel item yet; matched once linked */
                  notLinked?: boolean;
                  qty: number;
                  /** @description Unit list price before promotions */
                  originalPrice?: number;
                  /** @description Unit sold price (on some channels the line total) */
                  salePrice: number;
                  /** @description Per-item discount, when the channel informs it */
                  discount?: {
                    /** @description The discount, in BRL or in percent */
                    discount: number;
                    /** @description true when `discount` is a percentage */
                    percentage: boolean;
                  };
                }[];
                /** @description Order total as the channel informs it; absent when not informed */
                totalNet?: number;
                /** @description Gross total before discounts; absent when not informed */
                totalGross?: number;
                /** @description Discounts to the buyer, whoever paid them; absent when not informed */
                totalDiscount?: number;
                /** @description Part of the discount paid by the marketplace; absent when not informed */
                marketplaceDiscount?: number;
                /** @description Freight paid by the buyer; absent when not informed */
                totalFreight?: number;
                /** @description Real freight cost charged by the channel or carrier; absent when not informed */
                shippingCost?: number;
                /** @description Freight part subsidized by the marketplace; absent when not informed */
                shippingDiscount?: number;
                /** @description Sales commission; absent when not informed */
                totalCommission?: number;
                /** @description Service or transaction fees besides commission; absent when not informed */
                serviceFee?: number;
                /** @description Installment interest; absent when not informed */
                totalInterest?: number;
                /** @description Seller gross revenue after seller discounts; absent when not informed */
                grossOperatingRevenue?: number;
                /** @description Net payout of the channel; absent when not informed */
                escrowAmount?: number;
                /** @description Taxes withheld by the channel; absent when not informed */
                tax?: number;
                invoice?: {
                  number: string;
                  series: string;
                  /** @description NF-e access key, 44 digits */
                  accessKey: string;
                  /**
                   * Format: date-time
                   * @description When the invoice was issued
                   */
                  issuedAt: string;
                  xml?: string;
                  /**
                   * @description The channel accepted the invoice (a refusal answers 422)
                   * @enum {string}
                   */
                  channelStatus?: 'ACCEPTED';
                  /**
                   * Format: date-time
                   * @description When the invoice was canceled; absent while it stands
                   */
                  canceledAt?: string;
                  cancelReason?: string;
                };
                /** @description Buyer; withheld without order:customer-data */
                customer?: {
                  name?: string;
                  document?: string;
                  email?: string;
                  phone?: string;
                };
                /** @description Shipping address; withheld without order:customer-data */
                shippingAddress?: {
                  street?: string;
                  number?: string;
                  complement?: string;
                  neighborhood?: string;
                  city?: string;
                  state?: string;
                  postalCode?: string;
                  country?: string;
                };
                /** @enum {string} */
                costEnrichmentStatus: 'PENDING' | 'ENRICHED' | 'NO_COST_DATA';
                /** @description profitability.totalCost */
                totalCost?: number;
                /** @description profitability.grossProfit */
                grossProfit?: number;
                /** @description profitability.grossMarginPct */
                grossMargin?: number;
                profitability?: {
                  /** @description Σ (product cost + inbound freight + packaging + royalty) × qty; kits sum components */
                  totalCost: number;
                  /** @description totalNet − totalCost */
                  grossProfit: number;
                  /** @description grossProfit / totalNet × 100 */
                  grossMarginPct?: number;
                  /** @description As the channel informed it */
                  totalCommission?: number;
                  /** @description serviceFee as the channel informed it */
                  serviceFees?: number;
                  /** @description shippingCost − shippingDiscount */
                  netShippingCost?: number;
                  /** @description As the channel informed it */
                  grossOperatingRevenue?: number;
                  /** @description Payout the channel informed */
                  escrowAmount?: number;
                  /** @description Taxes withheld by the channel */
                  tax?: number;
                  /** @description escrowAmount − totalCost; without escrow: totalNet − totalCost − totalCommission − serviceFee − netShippingCost − tax */
                  contributionMargin: number;
                  /** @description contributionMargin / grossOperatingRevenue (escrow) or / totalNet (no escrow) × 100 */
                  contributionMarginPct?: number;
                  /** @enum {string} */
                  trend: 'IMPROVING' | 'WORSENING' | 'STABLE' | 'INSUFFICIENT_DATA';
                  /** @description Percentage points above (+) or below (−) the seller's average gross margin */
                  trendPct?: number;
                  hasCostData: boolean;
                  /**
                   * @description EXPECTED: the margin from the order's totals; PAID: from what the channel actually paid (its settlement, reconciled): paidNet − totalCost
                   * @enum {string}
                   */
                  basis: 'EXPECTED' | 'PAID';
                  /** @description With basis PAID: what the channel paid the seller for the order */
                  paidNet?: number;
                };
              }[];
            };
            page: {
              size: number;
              totalElements: number;
              totalPages: number;
              number: number;
            };
            _links?: {
              [key: string]: {
                href: string;
              };
            };
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffGetOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            marketplaceOrderId: string;
            platform: string;
            accountId: string;
            /**
             * @description Order status (API enum)
             * @enum {string}
             */
            status:
              | 'CREATED'
              | 'PAID'
              | 'INVOICED'
              | 'SHIPPED'
              | 'DELIVERED'
              | 'CONCLUDED'
              | 'RETURNED'
              | 'CANCELED'
              | 'SHIPMENT_EXCEPTION';
            createdAt: string;
            updatedAt: string;
            paidAt?: string;
            /** @description When the parcel must reach the carrier, as the channel told it; absent when not told */
            shipBy?: string;
            /** @description How to follow the parcel, once the channel dispatched it or the seller typed it; absent before */
            tracking?: {
              /** @description The carrier's tracking code of the parcel */
              code: string;
              /** @description The carrier, as the channel or the seller names it */
              carrier?: string;
              /** @description Where to follow the parcel on the carrier's site */
              url?: string;
            };
            cancelReason?: string;
            items: {
              /** @description Absent while the line is not linked to a SKU */
              skuId?: string;
              sku?: string;
              /** @description The channel's item id (Mercado Livre's MLB…) */
              channelItemId?: string;
              /** @description Item not linked: no ad of the seller holds this channel item yet; matched once linked */
              notLinked?: boolean;
              qty: number;
              /** @description Unit list price before promotions */
              originalPrice?: number;
              /** @description Unit sold price (on some channels the line total) */
              salePrice: number;
              /** @description Per-item discount, when the channel informs it */
              discount?: {
                /** @description The discount, in BRL or in percent */
                discount: number;
                /** @description true when `discount` is a percentage */
                percentage: boolean;
              };
            }[];
            /** @description Order total as the channel informs it; absent when not informed */
            totalNet?: number;
            /** @description Gross total before discounts; absent when not informed */
            totalGross?: number;
            /** @description Discounts to the buyer, whoever paid them; absent when not informed */
            totalDiscount?: number;
            /** @description Part of the discount paid by the marketplace; absent when not informed */
            marketplaceDiscount?: number;
            /** @description Freight paid by the buyer; absent when not informed */
            totalFreight?: number;
            /** @description Real freight cost charged by the channel or carrier; absent when not informed */
            shippingCost?: number;
            /** @description Freight part subsidized by the marketplace; absent when not informed */
            shippingDiscount?: number;
            /** @description Sales commission; absent when not informed */
            totalCommission?: number;
            /** @description Service or transaction fees besides commission; absent when not informed */
            serviceFee?: number;
            /** @description Installment interest; absent when not informed */
            totalInterest?: number;
            /** @description Seller gross revenue after seller discounts; absent when not informed */
            grossOperatingRevenue?: number;
            /** @description Net payout of the channel; absent when not informed */
            escrowAmount?: number;
            /** @description Taxes withheld by the channel; absent when not informed */
            tax?: number;
            invoice?: {
              number: string;
              series: string;
              /** @description NF-e access key, 44 digits */
              accessKey: string;
              /**
               * Format: date-time
               * @description When the invoice was issued
               */
              issuedAt: string;
              xml?: string;
              /**
               * @description The channel accepted the invoice (a refusal answers 422)
               * @enum {string}
               */
              channelStatus?: 'ACCEPTED';
              /**
               * Format: date-time
               * @description When the invoice was canceled; absent while it stands
               */
              canceledAt?: string;
              cancelReason?: string;
            };
            /** @description Buyer; withheld without order:customer-data */
            customer?: {
              name?: string;
              document?: string;
              email?: string;
              phone?: string;
            };
            /** @description Shipping address; withheld without order:customer-data */
            shippingAddress?: {
              street?: string;
              number?: string;
              complement?: string;
              neighborhood?: string;
              city?: string;
              state?: string;
              postalCode?: string;
              country?: string;
            };
            /** @enum {string} */
            costEnrichmentStatus: 'PENDING' | 'ENRICHED' | 'NO_COST_DATA';
            /** @description profitability.totalCost */
            totalCost?: number;
            /** @description profitability.grossProfit */
            grossProfit?: number;
            /** @description profitability.grossMarginPct */
            grossMargin?: number;
            profitability?: {
              /** @description Σ (product cost + inbound freight + packaging + royalty) × qty; kits sum components */
              totalCost: number;
              /** @description totalNet − totalCost */
              grossProfit: number;
              /** @description grossProfit / totalNet × 100 */
              grossMarginPct?: number;
              /** @description As the channel informed it */
              totalCommission?: number;
              /** @description serviceFee as the channel informed it */
              serviceFees?: number;
              /** @description shippingCost − shippingDiscount */
              netShippingCost?: number;
              /** @description As the channel informed it */
              grossOperatingRevenue?: number;
              /** @description Payout the channel informed */
              escrowAmount?: number;
              /** @description Taxes withheld by the channel */
              tax?: number;
              /** @description escrowAmount − totalCost; without escrow: totalNet − totalCost − totalCommission − serviceFee − netShippingCost − tax */
              contributionMargin: number;
              /** @description contributionMargin / grossOperatingRevenue (escrow) or / totalNet (no escrow) × 100 */
              contributionMarginPct?: number;
              /** @enum {string} */
              trend: 'IMPROVING' | 'WORSENING' | 'STABLE' | 'INSUFFICIENT_DATA';
              /** @description Percentage points above (+) or below (−) the seller's average gross margin */
              trendPct?: number;
              hasCostData: boolean;
              /**
               * @description EXPECTED: the margin from the order's totals; PAID: from what the channel actually paid (its settlement, reconciled): paidNet − totalCost
               * @enum {string}
               */
              basis: 'EXPECTED' | 'PAID';
              /** @description With basis PAID: what the channel paid the seller for the order */
              paidNet?: number;
            };
            /** @description totalNet down to the contributionMargin step by step; only when the order has costs */
            waterfall?: {
              /** @description totalNet, commission, serviceFee, shippingCost, shippingSubsidy, tax… */
              key: string;
              /** @enum {string} */
              kind: 'total' | 'change';
              /** @description A total, or the signed change it makes */
              amount: number;
              runningTotal: number;
            }[];
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffMarkOrderPaid: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * Format: date-time
           * @description When the buyer paid; now when absent
           */
          paidAt?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            marketplaceOrderId: string;
            platform: string;
            accountId: string;
            /**
             * @description Order status (API enum)
             * @enum {string}
             */
            status:
              | 'CREATED'
              | 'PAID'
              | 'INVOICED'
              | 'SHIPPED'
              | 'DELIVERED'
              | 'CONCLUDED'
              | 'RETURNED'
              | 'CANCELED'
              | 'SHIPMENT_EXCEPTION';
            createdAt: string;
            updatedAt: string;
            paidAt?: string;
            /** @description When the parcel must reach the carrier, as the channel told it; absent when not told */
            shipBy?: string;
            /** @description How to follow the parcel, once the channel dispatched it or the seller typed it; absent before */
            tracking?: {
              /** @description The carrier's tracking code of the parcel */
              code: string;
              /** @description The carrier, as the channel or the seller names it */
              carrier?: string;
              /** @description Where to follow the parcel on the carrier's site */
              url?: string;
            };
            cancelReason?: string;
            items: {
              /** @description Absent while the line is not linked to a SKU */
              skuId?: string;
              sku?: string;
              /** @description The channel's item id (Mercado Livre's MLB…) */
              channelItemId?: string;
              /** @description Item not linked: no ad of the seller holds this channel item yet; matched once linked */
              notLinked?: boolean;
              qty: number;
              /** @description Unit list price before promotions */
              originalPrice?: number;
              /** @description Unit sold price (on some channels the line total) */
              salePrice: number;
              /** @description Per-item discount, when the channel informs it */
              discount?: {
                /** @description The discount, in BRL or in percent */
                discount: number;
                /** @description true when `discount` is a percentage */
                percentage: boolean;
              };
            }[];
            /** @description Order total as the channel informs it; absent when not informed */
            totalNet?: number;
            /** @description Gross total before discounts; absent when not informed */
            totalGross?: number;
            /** @description Discounts to the buyer, whoever paid them; absent when not informed */
            totalDiscount?: number;
            /** @description Part of the discount paid by the marketplace; absent when not informed */
            marketplaceDiscount?: number;
            /** @description Freight paid by the buyer; absent when not informed */
            totalFreight?: number;
            /** @description Real freight cost charged by the channel or carrier; absent when not informed */
            shippingCost?: number;
            /** @description Freight part subsidized by the marketplace; absent when not informed */
            shippingDiscount?: number;
            /** @description Sales commission; absent when not informed */
            totalCommission?: number;
            /** @description Service or transaction fees besides commission; absent when not informed */
            serviceFee?: number;
            /** @description Installment interest; absent when not informed */
            totalInterest?: number;
            /** @description Seller gross revenue after seller discounts; absent when not informed */
            grossOperatingRevenue?: number;
            /** @description Net payout of the channel; absent when not informed */
            escrowAmount?: number;
            /** @description Taxes withheld by the channel; absent when not informed */
            tax?: number;
            invoice?: {
              number: string;
              series: string;
              /** @description NF-e access key, 44 digits */
              accessKey: string;
              /**
               * Format: date-time
               * @description When the invoice was issued
               */
              issuedAt: string;
              xml?: string;
              /**
               * @description The channel accepted the invoice (a refusal answers 422)
               * @enum {string}
               */
              channelStatus?: 'ACCEPTED';
              /**
               * Format: date-time
               * @description When the invoice was canceled; absent while it stands
               */
              canceledAt?: string;
              cancelReason?: string;
            };
            /** @description Buyer; withheld without order:customer-data */
            customer?: {
              name?: string;
              document?: string;
              email?: string;
              phone?: string;
            };
            /** @description Shipping address; withheld without order:customer-data */
            shippingAddress?: {
              street?: string;
              number?: string;
              complement?: string;
              neighborhood?: string;
              city?: string;
              state?: string;
              postalCode?: string;
              country?: string;
            };
            /** @enum {string} */
            costEnrichmentStatus: 'PENDING' | 'ENRICHED' | 'NO_COST_DATA';
            /** @description profitability.totalCost */
            totalCost?: number;
            /** @description profitability.grossProfit */
            grossProfit?: number;
            /** @description profitability.grossMarginPct */
            grossMargin?: number;
            profitability?: {
              /** @description Σ (product cost + inbound freight + packaging + royalty) × qty; kits sum components */
              totalCost: number;
              /** @description totalNet − totalCost */
              grossProfit: number;
              /** @description grossProfit / totalNet × 100 */
              grossMarginPct?: number;
              /** @description As the channel informed it */
              totalCommission?: number;
              /** @description serviceFee as the channel informed it */
              serviceFees?: number;
              /** @description shippingCost − shippingDiscount */
              netShippingCost?: number;
              /** @description As the channel informed it */
              grossOperatingRevenue?: number;
              /** @description Payout the channel informed */
              escrowAmount?: number;
              /** @description Taxes withheld by the channel */
              tax?: number;
              /** @description escrowAmount − totalCost; without escrow: totalNet − totalCost − totalCommission − serviceFee − netShippingCost − tax */
              contributionMargin: number;
              /** @description contributionMargin / grossOperatingRevenue (escrow) or / totalNet (no escrow) × 100 */
              contributionMarginPct?: number;
              /** @enum {string} */
              trend: 'IMPROVING' | 'WORSENING' | 'STABLE' | 'INSUFFICIENT_DATA';
              /** @description Percentage points above (+) or below (−) the seller's average gross margin */
              trendPct?: number;
              hasCostData: boolean;
              /**
               * @description EXPECTED: the margin from the order's totals; PAID: from what the channel actually paid (its settlement, reconciled): paidNet − totalCost
               * @enum {string}
               */
              basis: 'EXPECTED' | 'PAID';
              /** @description With basis PAID: what the channel paid the seller for the order */
              paidNet?: number;
            };
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffMarkOrderInvoiced: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          number: string;
          series: string;
          /** @description NF-e access key, 44 digits */
          accessKey: string;
          /**
           * Format: date-time
           * @description When the invoice was issued
           */
          issuedAt: string;
          /** @description The NF-e XML, when sent */
          xml?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            marketplaceOrderId: string;
            platform: string;
            accountId: string;
            /**
             * @description Order status (API enum)
             * @enum {string}
             */
            status:
              | 'CREATED'
              | 'PAID'
              | 'INVOICED'
              | 'SHIPPED'
              | 'DELIVERED'
              | 'CONCLUDED'
              | 'RETURNED'
              | 'CANCELED'
              | 'SHIPMENT_EXCEPTION';
            createdAt: string;
            updatedAt: string;
            paidAt?: string;
            /** @description When the parcel must reach the carrier, as the channel told it; absent when not told */
            shipBy?: string;
            /** @description How to follow the parcel, once the channel dispatched it or the seller typed it; absent before */
            tracking?: {
              /** @description The carrier's tracking code of the parcel */
              code: string;
              /** @description The carrier, as the channel or the seller names it */
              carrier?: string;
              /** @description Where to follow the parcel on the carrier's site */
              url?: string;
            };
            cancelReason?: string;
            items: {
              /** @description Absent while the line is not linked to a SKU */
              skuId?: string;
              sku?: string;
              /** @description The channel's item id (Mercado Livre's MLB…) */
              channelItemId?: string;
              /** @description Item not linked: no ad of the seller holds this channel item yet; matched once linked */
              notLinked?: boolean;
              qty: number;
              /** @description Unit list price before promotions */
              originalPrice?: number;
              /** @description Unit sold price (on some channels the line total) */
              salePrice: number;
              /** @description Per-item discount, when the channel informs it */
              discount?: {
                /** @description The discount, in BRL or in percent */
                discount: number;
                /** @description true when `discount` is a percentage */
                percentage: boolean;
              };
            }[];
            /** @description Order total as the channel informs it; absent when not informed */
            totalNet?: number;
            /** @description Gross total before discounts; absent when not informed */
            totalGross?: number;
            /** @description Discounts to the buyer, whoever paid them; absent when not informed */
            totalDiscount?: number;
            /** @description Part of the discount paid by the marketplace; absent when not informed */
            marketplaceDiscount?: number;
            /** @description Freight paid by the buyer; absent when not informed */
            totalFreight?: number;
            /** @description Real freight cost charged by the channel or carrier; absent when not informed */
            shippingCost?: number;
            /** @description Freight part subsidized by the marketplace; absent when not informed */
            shippingDiscount?: number;
            /** @description Sales commission; absent when not informed */
            totalCommission?: number;
            /** @description Service or transaction fees besides commission; absent when not informed */
            serviceFee?: number;
            /** @description Installment interest; absent when not informed */
            totalInterest?: number;
            /** @description Seller gross revenue after seller discounts; absent when not informed */
            grossOperatingRevenue?: number;
            /** @description Net payout of the channel; absent when not informed */
            escrowAmount?: number;
            /** @description Taxes withheld by the channel; absent when not informed */
            tax?: number;
            invoice?: {
              number: string;
              series: string;
              /** @description NF-e access key, 44 digits */
              accessKey: string;
              /**
               * Format: date-time
               * @description When the invoice was issued
               */
              issuedAt: string;
              xml?: string;
              /**
               * @description The channel accepted the invoice (a refusal answers 422)
               * @enum {string}
               */
              channelStatus?: 'ACCEPTED';
              /**
               * Format: date-time
               * @description When the invoice was canceled; absent while it stands
               */
              canceledAt?: string;
              cancelReason?: string;
            };
            /** @description Buyer; withheld without order:customer-data */
            customer?: {
              name?: string;
              document?: string;
              email?: string;
              phone?: string;
            };
            /** @description Shipping address; withheld without order:customer-data */
            shippingAddress?: {
              street?: string;
              number?: string;
              complement?: string;
              neighborhood?: string;
              city?: string;
              state?: string;
              postalCode?: string;
              country?: string;
            };
            /** @enum {string} */
            costEnrichmentStatus: 'PENDING' | 'ENRICHED' | 'NO_COST_DATA';
            /** @description profitability.totalCost */
            totalCost?: number;
            /** @description profitability.grossProfit */
            grossProfit?: number;
            /** @description profitability.grossMarginPct */
            grossMargin?: number;
            profitability?: {
              /** @description Σ (product cost + inbound freight + packaging + royalty) × qty; kits sum components */
              totalCost: number;
              /** @description totalNet − totalCost */
              grossProfit: number;
              /** @description grossProfit / totalNet × 100 */
              grossMarginPct?: number;
              /** @description As the channel informed it */
              totalCommission?: number;
              /** @description serviceFee as the channel informed it */
              serviceFees?: number;
              /** @description shippingCost − shippingDiscount */
              netShippingCost?: number;
              /** @description As the channel informed it */
              grossOperatingRevenue?: number;
              /** @description Payout the channel informed */
              escrowAmount?: number;
              /** @description Taxes withheld by the channel */
              tax?: number;
              /** @description escrowAmount − totalCost; without escrow: totalNet − totalCost − totalCommission − serviceFee − netShippingCost − tax */
              contributionMargin: number;
              /** @description contributionMargin / grossOperatingRevenue (escrow) or / totalNet (no escrow) × 100 */
              contributionMarginPct?: number;
              /** @enum {string} */
              trend: 'IMPROVING' | 'WORSENING' | 'STABLE' | 'INSUFFICIENT_DATA';
              /** @description Percentage points above (+) or below (−) the seller's average gross margin */
              trendPct?: number;
              hasCostData: boolean;
              /**
               * @description EXPECTED: the margin from the order's totals; PAID: from what the channel actually paid (its settlement, reconciled): paidNet − totalCost
               * @enum {string}
               */
              basis: 'EXPECTED' | 'PAID';
              /** @description With basis PAID: what the channel paid the seller for the order */
              paidNet?: number;
            };
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffSetOrderTracking: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The carrier, e.g. Correios */
          carrier: string;
          /** @description The carrier's tracking code of the parcel */
          code: string;
          /** @description Where the buyer follows the parcel on the carrier's site (http or https) */
          url?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            marketplaceOrderId: string;
            platform: string;
            accountId: string;
            /**
             * @description Order status (API enum)
             * @enum {string}
             */
            status:
              | 'CREATED'
              | 'PAID'
              | 'INVOICED'
              | 'SHIPPED'
              | 'DELIVERED'
              | 'CONCLUDED'
              | 'RETURNED'
              | 'CANCELED'
              | 'SHIPMENT_EXCEPTION';
            createdAt: string;
            updatedAt: string;
            paidAt?: string;
            /** @description When the parcel must reach the carrier, as the channel told it; absent when not told */
            shipBy?: string;
            /** @description How to follow the parcel, once the channel dispatched it or the seller typed it; absent before */
            tracking?: {
              /** @description The carrier's tracking code of the parcel */
              code: string;
              /** @description The carrier, as the channel or the seller names it */
              carrier?: string;
              /** @description Where to follow the parcel on the carrier's site */
              url?: string;
            };
            cancelReason?: string;
            items: {
              /** @description Absent while the line is not linked to a SKU */
              skuId?: string;
              sku?: string;
              /** @description The channel's item id (Mercado Livre's MLB…) */
              channelItemId?: string;
              /** @description Item not linked: no ad of the seller holds this channel item yet; matched once linked */
              notLinked?: boolean;
              qty: number;
              /** @description Unit list price before promotions */
              originalPrice?: number;
              /** @description Unit sold price (on some channels the line total) */
              salePrice: number;
              /** @description Per-item discount, when the channel informs it */
              discount?: {
                /** @description The discount, in BRL or in percent */
                discount: number;
                /** @description true when `discount` is a percentage */
                percentage: boolean;
              };
            }[];
            /** @description Order total as the channel informs it; absent when not informed */
            totalNet?: number;
            /** @description Gross total before discounts; absent when not informed */
            totalGross?: number;
            /** @description Discounts to the buyer, whoever paid them; absent when not informed */
            totalDiscount?: number;
            /** @description Part of the discount paid by the marketplace; absent when not informed */
            marketplaceDiscount?: number;
            /** @description Freight paid by the buyer; absent when not informed */
            totalFreight?: number;
            /** @description Real freight cost charged by the channel or carrier; absent when not informed */
            shippingCost?: number;
            /** @description Freight part subsidized by the marketplace; absent when not informed */
            shippingDiscount?: number;
            /** @description Sales commission; absent when not informed */
            totalCommission?: number;
            /** @description Service or transaction fees besides commission; absent when not informed */
            serviceFee?: number;
            /** @description Installment interest; absent when not informed */
            totalInterest?: number;
            /** @description Seller gross revenue after seller discounts; absent when not informed */
            grossOperatingRevenue?: number;
            /** @description Net payout of the channel; absent when not informed */
            escrowAmount?: number;
            /** @description Taxes withheld by the channel; absent when not informed */
            tax?: number;
            invoice?: {
              number: string;
              series: string;
              /** @description NF-e access key, 44 digits */
              accessKey: string;
              /**
               * Format: date-time
               * @description When the invoice was issued
               */
              issuedAt: string;
              xml?: string;
              /**
               * @description The channel accepted the invoice (a refusal answers 422)
               * @enum {string}
               */
              channelStatus?: 'ACCEPTED';
              /**
               * Format: date-time
               * @description When the invoice was canceled; absent while it stands
               */
              canceledAt?: string;
              cancelReason?: string;
            };
            /** @description Buyer; withheld without order:customer-data */
            customer?: {
              name?: string;
              document?: string;
              email?: string;
              phone?: string;
            };
            /** @description Shipping address; withheld without order:customer-data */
            shippingAddress?: {
              street?: string;
              number?: string;
              complement?: string;
              neighborhood?: string;
              city?: string;
              state?: string;
              postalCode?: string;
              country?: string;
            };
            /** @enum {string} */
            costEnrichmentStatus: 'PENDING' | 'ENRICHED' | 'NO_COST_DATA';
            /** @description profitability.totalCost */
            totalCost?: number;
            /** @description profitability.grossProfit */
            grossProfit?: number;
            /** @description profitability.grossMarginPct */
            grossMargin?: number;
            profitability?: {
              /** @description Σ (product cost + inbound freight + packaging + royalty) × qty; kits sum components */
              totalCost: number;
              /** @description totalNet − totalCost */
              grossProfit: number;
              /** @description grossProfit / totalNet × 100 */
              grossMarginPct?: number;
              /** @description As the channel informed it */
              totalCommission?: number;
              /** @description serviceFee as the channel informed it */
              serviceFees?: number;
              /** @description shippingCost − shippingDiscount */
              netShippingCost?: number;
              /** @description As the channel informed it */
              grossOperatingRevenue?: number;
              /** @description Payout the channel informed */
              escrowAmount?: number;
              /** @description Taxes withheld by the channel */
              tax?: number;
              /** @description escrowAmount − totalCost; without escrow: totalNet − totalCost − totalCommission − serviceFee − netShippingCost − tax */
              contributionMargin: number;
              /** @description contributionMargin / grossOperatingRevenue (escrow) or / totalNet (no escrow) × 100 */
              contributionMarginPct?: number;
              /** @enum {string} */
              trend: 'IMPROVING' | 'WORSENING' | 'STABLE' | 'INSUFFICIENT_DATA';
              /** @description Percentage points above (+) or below (−) the seller's average gross margin */
              trendPct?: number;
              hasCostData: boolean;
              /**
               * @description EXPECTED: the margin from the order's totals; PAID: from what the channel actually paid (its settlement, reconciled): paidNet − totalCost
               * @enum {string}
               */
              basis: 'EXPECTED' | 'PAID';
              /** @description With basis PAID: what the channel paid the seller for the order */
              paidNet?: number;
            };
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffCancelOrder: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            marketplaceOrderId: string;
            platform: string;
            accountId: string;
            /**
             * @description Order status (API enum)
             * @enum {string}
             */
            status:
              | 'CREATED'
              | 'PAID'
              | 'INVOICED'
              | 'SHIPPED'
              | 'DELIVERED'
              | 'CONCLUDED'
              | 'RETURNED'
              | 'CANCELED'
              | 'SHIPMENT_EXCEPTION';
            createdAt: string;
            updatedAt: string;
            paidAt?: string;
            /** @description When the parcel must reach the carrier, as the channel told it; absent when not told */
            shipBy?: string;
            /** @description How to follow the parcel, once the channel dispatched it or the seller typed it; absent before */
            tracking?: {
              /** @description The carrier's tracking code of the parcel */
              code: string;
              /** @description The carrier, as the channel or the seller names it */
              carrier?: string;
              /** @description Where to follow the parcel on the carrier's site */
              url?: string;
            };
            cancelReason?: string;
            items: {
              /** @description Absent while the line is not linked to a SKU */
              skuId?: string;
              sku?: string;
              /** @description The channel's item id (Mercado Livre's MLB…) */
              channelItemId?: string;
              /** @description Item not linked: no ad of the seller holds this channel item yet; matched once linked */
              notLinked?: boolean;
              qty: number;
              /** @description Unit list price before promotions */
              originalPrice?: number;
              /** @description Unit sold price (on some channels the line total) */
              salePrice: number;
              /** @description Per-item discount, when the channel informs it */
              discount?: {
                /** @description The discount, in BRL or in percent */
                discount: number;
                /** @description true when `discount` is a percentage */
                percentage: boolean;
              };
            }[];
            /** @description Order total as the channel informs it; absent when not informed */
            totalNet?: number;
            /** @description Gross total before discounts; absent when not informed */
            totalGross?: number;
            /** @description Discounts to the buyer, whoever paid them; absent when not informed */
            totalDiscount?: number;
            /** @description Part of the discount paid by the marketplace; absent when not informed */
            marketplaceDiscount?: number;
            /** @description Freight paid by the buyer; absent when not informed */
            totalFreight?: number;
            /** @description Real freight cost charged by the channel or carrier; absent when not informed */
            shippingCost?: number;
            /** @description Freight part subsidized by the marketplace; absent when not informed */
            shippingDiscount?: number;
            /** @description Sales commission; absent when not informed */
            totalCommission?: number;
            /** @description Service or transaction fees besides commission; absent when not informed */
            serviceFee?: number;
            /** @description Installment interest; absent when not informed */
            totalInterest?: number;
            /** @description Seller gross revenue after seller discounts; absent when not informed */
            grossOperatingRevenue?: number;
            /** @description Net payout of the channel; absent when not informed */
            escrowAmount?: number;
            /** @description Taxes withheld by the channel; absent when not informed */
            tax?: number;
            invoice?: {
              number: string;
              series: string;
              /** @description NF-e access key, 44 digits */
              accessKey: string;
              /**
               * Format: date-time
               * @description When the invoice was issued
               */
              issuedAt: string;
              xml?: string;
              /**
               * @description The channel accepted the invoice (a refusal answers 422)
               * @enum {string}
               */
              channelStatus?: 'ACCEPTED';
              /**
               * Format: date-time
               * @description When the invoice was canceled; absent while it stands
               */
              canceledAt?: string;
              cancelReason?: string;
            };
            /** @description Buyer; withheld without order:customer-data */
            customer?: {
              name?: string;
              document?: string;
              email?: string;
              phone?: string;
            };
            /** @description Shipping address; withheld without order:customer-data */
            shippingAddress?: {
              street?: string;
              number?: string;
              complement?: string;
              neighborhood?: string;
              city?: string;
              state?: string;
              postalCode?: string;
              country?: string;
            };
            /** @enum {string} */
            costEnrichmentStatus: 'PENDING' | 'ENRICHED' | 'NO_COST_DATA';
            /** @description profitability.totalCost */
            totalCost?: number;
            /** @description profitability.grossProfit */
            grossProfit?: number;
            /** @description profitability.grossMarginPct */
            grossMargin?: number;
            profitability?: {
              /** @description Σ (product cost + inbound freight + packaging + royalty) × qty; kits sum components */
              totalCost: number;
              /** @description totalNet − totalCost */
              grossProfit: number;
              /** @description grossProfit / totalNet × 100 */
              grossMarginPct?: number;
              /** @description As the channel informed it */
              totalCommission?: number;
              /** @description serviceFee as the channel informed it */
              serviceFees?: number;
              /** @description shippingCost − shippingDiscount */
              netShippingCost?: number;
              /** @description As the channel informed it */
              grossOperatingRevenue?: number;
              /** @description Payout the channel informed */
              escrowAmount?: number;
              /** @description Taxes withheld by the channel */
              tax?: number;
              /** @description escrowAmount − totalCost; without escrow: totalNet − totalCost − totalCommission − serviceFee − netShippingCost − tax */
              contributionMargin: number;
              /** @description contributionMargin / grossOperatingRevenue (escrow) or / totalNet (no escrow) × 100 */
              contributionMarginPct?: number;
              /** @enum {string} */
              trend: 'IMPROVING' | 'WORSENING' | 'STABLE' | 'INSUFFICIENT_DATA';
              /** @description Percentage points above (+) or below (−) the seller's average gross margin */
              trendPct?: number;
              hasCostData: boolean;
              /**
               * @description EXPECTED: the margin from the order's totals; PAID: from what the channel actually paid (its settlement, reconciled): paidNet − totalCost
               * @enum {string}
               */
              basis: 'EXPECTED' | 'PAID';
              /** @description With basis PAID: what the channel paid the seller for the order */
              paidNet?: number;
            };
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffReportSandboxOrderStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * @description A status the channel reports
           * @enum {string}
           */
          status: 'SHIPPED' | 'DELIVERED' | 'CONCLUDED' | 'RETURNED' | 'SHIPMENT_EXCEPTION';
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            marketplaceOrderId: string;
            platform: string;
            accountId: string;
            /**
             * @description Order status (API enum)
             * @enum {string}
             */
            status:
              | 'CREATED'
              | 'PAID'
              | 'INVOICED'
              | 'SHIPPED'
              | 'DELIVERED'
              | 'CONCLUDED'
              | 'RETURNED'
              | 'CANCELED'
              | 'SHIPMENT_EXCEPTION';
            createdAt: string;
            updatedAt: string;
            paidAt?: string;
            /** @description When the parcel must reach the carrier, as the channel told it; absent when not told */
            shipBy?: string;
            /** @description How to follow the parcel, once the channel dispatched it or the seller typed it; absent before */
            tracking?: {
              /** @description The carrier's tracking code of the parcel */
              code: string;
              /** @description The carrier, as the channel or the seller names it */
              carrier?: string;
              /** @description Where to follow the parcel on the carrier's site */
              url?: string;
            };
            cancelReason?: string;
            items: {
              /** @description Absent while the line is not linked to a SKU */
              skuId?: string;
              sku?: string;
              /** @description The channel's item id (Mercado Livre's MLB…) */
              channelItemId?: string;
              /** @description Item not linked: no ad of the seller holds this channel item yet; matched once linked */
              notLinked?: boolean;
              qty: number;
              /** @description Unit list price before promotions */
              originalPrice?: number;
              /** @description Unit sold price (on some channels the line total) */
              salePrice: number;
              /** @description Per-item discount, when the channel informs it */
              discount?: {
                /** @description The discount, in BRL or in percent */
                discount: number;
                /** @description true when `discount` is a percentage */
                percentage: boolean;
              };
            }[];
            /** @description Order total as the channel informs it; absent when not informed */
            totalNet?: number;
            /** @description Gross total before discounts; absent when not informed */
            totalGross?: number;
            /** @description Discounts to the buyer, whoever paid them; absent when not informed */
            totalDiscount?: number;
            /** @description Part of the discount paid by the marketplace; absent when not informed */
            marketplaceDiscount?: number;
            /** @description Freight paid by the buyer; absent when not informed */
            totalFreight?: number;
            /** @description Real freight cost charged by the channel or carrier; absent when not informed */
            shippingCost?: number;
            /** @description Freight part subsidized by the marketplace; absent when not informed */
            shippingDiscount?: number;
            /** @description Sales commission; absent when not informed */
            totalCommission?: number;
            /** @description Service or transaction fees besides commission; absent when not informed */
            serviceFee?: number;
            /** @description Installment interest; absent when not informed */
            totalInterest?: number;
            /** @description Seller gross revenue after seller discounts; absent when not informed */
            grossOperatingRevenue?: number;
            /** @description Net payout of the channel; absent when not informed */
            escrowAmount?: number;
            /** @description Taxes withheld by the channel; absent when not informed */
            tax?: number;
            invoice?: {
              number: string;
              series: string;
              /** @description NF-e access key, 44 digits */
              accessKey: string;
              /**
               * Format: date-time
               * @description When the invoice was issued
               */
              issuedAt: string;
              xml?: string;
              /**
               * @description The channel accepted the invoice (a refusal answers 422)
               * @enum {string}
               */
              channelStatus?: 'ACCEPTED';
              /**
               * Format: date-time
               * @description When the invoice was canceled; absent while it stands
               */
              canceledAt?: string;
              cancelReason?: string;
            };
            /** @description Buyer; withheld without order:customer-data */
            customer?: {
              name?: string;
              document?: string;
              email?: string;
              phone?: string;
            };
            /** @description Shipping address; withheld without order:customer-data */
            shippingAddress?: {
              street?: string;
              number?: string;
              complement?: string;
              neighborhood?: string;
              city?: string;
              state?: string;
              postalCode?: string;
              country?: string;
            };
            /** @enum {string} */
            costEnrichmentStatus: 'PENDING' | 'ENRICHED' | 'NO_COST_DATA';
            /** @description profitability.totalCost */
            totalCost?: number;
            /** @description profitability.grossProfit */
            grossProfit?: number;
            /** @description profitability.grossMarginPct */
            grossMargin?: number;
            profitability?: {
              /** @description Σ (product cost + inbound freight + packaging + royalty) × qty; kits sum components */
              totalCost: number;
              /** @description totalNet − totalCost */
              grossProfit: number;
              /** @description grossProfit / totalNet × 100 */
              grossMarginPct?: number;
              /** @description As the channel informed it */
              totalCommission?: number;
              /** @description serviceFee as the channel informed it */
              serviceFees?: number;
              /** @description shippingCost − shippingDiscount */
              netShippingCost?: number;
              /** @description As the channel informed it */
              grossOperatingRevenue?: number;
              /** @description Payout the channel informed */
              escrowAmount?: number;
              /** @description Taxes withheld by the channel */
              tax?: number;
              /** @description escrowAmount − totalCost; without escrow: totalNet − totalCost − totalCommission − serviceFee − netShippingCost − tax */
              contributionMargin: number;
              /** @description contributionMargin / grossOperatingRevenue (escrow) or / totalNet (no escrow) × 100 */
              contributionMarginPct?: number;
              /** @enum {string} */
              trend: 'IMPROVING' | 'WORSENING' | 'STABLE' | 'INSUFFICIENT_DATA';
              /** @description Percentage points above (+) or below (−) the seller's average gross margin */
              trendPct?: number;
              hasCostData: boolean;
              /**
               * @description EXPECTED: the margin from the order's totals; PAID: from what the channel actually paid (its settlement, reconciled): paidNet − totalCost
               * @enum {string}
               */
              basis: 'EXPECTED' | 'PAID';
              /** @description With basis PAID: what the channel paid the seller for the order */
              paidNet?: number;
            };
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffCreateSandboxOrder: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Platform code, e.g. SANDBOX_ML */
          platform: string;
          /** @description The channel's order id; generated when absent. Repeating one answers the stored order */
          marketplaceOrderId?: string;
          items: {
            skuId: string;
            qty: number;
            /** @description Unit sold price */
            salePrice: number;
            /** @description Unit list price */
            originalPrice?: number;
            /** @description Per-item discount, when the channel informs it */
            discount?: {
              /** @description The discount, in BRL or in percent */
              discount: number;
              /** @description true when `discount` is a percentage */
              percentage: boolean;
            };
          }[];
          /** @description Freight paid by the buyer */
          totalFreight?: number;
          /** @description Freight cost charged by the channel */
          shippingCost?: number;
          /** @description Freight subsidized by the marketplace */
          shippingDiscount?: number;
          /** @description Commission */
          totalCommission?: number;
          /** @description Service fees */
          serviceFee?: number;
          /** @description Payout */
          escrowAmount?: number;
          /** @description Seller gross revenue */
          grossOperatingRevenue?: number;
          /** @description Taxes withheld by the channel */
          tax?: number;
          /** @description Discount paid by the marketplace */
          marketplaceDiscount?: number;
          /** @description Buyer; withheld without order:customer-data */
          customer?: {
            name?: string;
            document?: string;
            email?: string;
            phone?: string;
          };
          /** @description Shipping address; withheld without order:customer-data */
          shippingAddress?: {
            street?: string;
            number?: string;
            complement?: string;
            neighborhood?: string;
            city?: string;
            state?: string;
            postalCode?: string;
            country?: string;
          };
          /**
           * Format: date-time
           * @description The ship-by deadline the channel sets
           */
          shipBy?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            marketplaceOrderId: string;
            platform: string;
            accountId: string;
            /**
             * @description Order status (API enum)
             * @enum {string}
             */
            status:
              | 'CREATED'
              | 'PAID'
              | 'INVOICED'
              | 'SHIPPED'
              | 'DELIVERED'
              | 'CONCLUDED'
              | 'RETURNED'
              | 'CANCELED'
              | 'SHIPMENT_EXCEPTION';
            createdAt: string;
            updatedAt: string;
            paidAt?: string;
            /** @description When the parcel must reach the carrier, as the channel told it; absent when not told */
            shipBy?: string;
            /** @description How to follow the parcel, once the channel dispatched it or the seller typed it; absent before */
            tracking?: {
              /** @description The carrier's tracking code of the parcel */
              code: string;
              /** @description The carrier, as the channel or the seller names it */
              carrier?: string;
              /** @description Where to follow the parcel on the carrier's site */
              url?: string;
            };
            cancelReason?: string;
            items: {
              /** @description Absent while the line is not linked to a SKU */
              skuId?: string;
              sku?: string;
              /** @description The channel's item id (Mercado Livre's MLB…) */
              channelItemId?: string;
              /** @description Item not linked: no ad of the seller holds this channel item yet; matched once linked */
              notLinked?: boolean;
              qty: number;
              /** @description Unit list price before promotions */
              originalPrice?: number;
              /** @description Unit sold price (on some channels the line total) */
              salePrice: number;
              /** @description Per-item discount, when the channel informs it */
              discount?: {
                /** @description The discount, in BRL or in percent */
                discount: number;
                /** @description true when `discount` is a percentage */
                percentage: boolean;
              };
            }[];
            /** @description Order total as the channel informs it; absent when not informed */
            totalNet?: number;
            /** @description Gross total before discounts; absent when not informed */
            totalGross?: number;
            /** @description Discounts to the buyer, whoever paid them; absent when not informed */
            totalDiscount?: number;
            /** @description Part of the discount paid by the marketplace; absent when not informed */
            marketplaceDiscount?: number;
            /** @description Freight paid by the buyer; absent when not informed */
            totalFreight?: number;
            /** @description Real freight cost charged by the channel or carrier; absent when not informed */
            shippingCost?: number;
            /** @description Freight part subsidized by the marketplace; absent when not informed */
            shippingDiscount?: number;
            /** @description Sales commission; absent when not informed */
            totalCommission?: number;
            /** @description Service or transaction fees besides commission; absent when not informed */
            serviceFee?: number;
            /** @description Installment interest; absent when not informed */
            totalInterest?: number;
            /** @description Seller gross revenue after seller discounts; absent when not informed */
            grossOperatingRevenue?: number;
            /** @description Net payout of the channel; absent when not informed */
            escrowAmount?: number;
            /** @description Taxes withheld by the channel; absent when not informed */
            tax?: number;
            invoice?: {
              number: string;
              series: string;
              /** @description NF-e access key, 44 digits */
              accessKey: string;
              /**
               * Format: date-time
               * @description When the invoice was issued
               */
              issuedAt: string;
              xml?: string;
              /**
               * @description The channel accepted the invoice (a refusal answers 422)
               * @enum {string}
               */
              channelStatus?: 'ACCEPTED';
              /**
               * Format: date-time
               * @description When the invoice was canceled; absent while it stands
               */
              canceledAt?: string;
              cancelReason?: string;
            };
            /** @description Buyer; withheld without order:customer-data */
            customer?: {
              name?: string;
              document?: string;
              email?: string;
              phone?: string;
            };
            /** @description Shipping address; withheld without order:customer-data */
            shippingAddress?: {
              street?: string;
              number?: string;
              complement?: string;
              neighborhood?: string;
              city?: string;
              state?: string;
              postalCode?: string;
              country?: string;
            };
            /** @enum {string} */
            costEnrichmentStatus: 'PENDING' | 'ENRICHED' | 'NO_COST_DATA';
            /** @description profitability.totalCost */
            totalCost?: number;
            /** @description profitability.grossProfit */
            grossProfit?: number;
            /** @description profitability.grossMarginPct */
            grossMargin?: number;
            profitability?: {
              /** @description Σ (product cost + inbound freight + packaging + royalty) × qty; kits sum components */
              totalCost: number;
              /** @description totalNet − totalCost */
              grossProfit: number;
              /** @description grossProfit / totalNet × 100 */
              grossMarginPct?: number;
              /** @description As the channel informed it */
              totalCommission?: number;
              /** @description serviceFee as the channel informed it */
              serviceFees?: number;
              /** @description shippingCost − shippingDiscount */
              netShippingCost?: number;
              /** @description As the channel informed it */
              grossOperatingRevenue?: number;
              /** @description Payout the channel informed */
              escrowAmount?: number;
              /** @description Taxes withheld by the channel */
              tax?: number;
              /** @description escrowAmount − totalCost; without escrow: totalNet − totalCost − totalCommission − serviceFee − netShippingCost − tax */
              contributionMargin: number;
              /** @description contributionMargin / grossOperatingRevenue (escrow) or / totalNet (no escrow) × 100 */
              contributionMarginPct?: number;
              /** @enum {string} */
              trend: 'IMPROVING' | 'WORSENING' | 'STABLE' | 'INSUFFICIENT_DATA';
              /** @description Percentage points above (+) or below (−) the seller's average gross margin */
              trendPct?: number;
              hasCostData: boolean;
              /**
               * @description EXPECTED: the margin from the order's totals; PAID: from what the channel actually paid (its settlement, reconciled): paidNet − totalCost
               * @enum {string}
               */
              basis: 'EXPECTED' | 'PAID';
              /** @description With basis PAID: what the channel paid the seller for the order */
              paidNet?: number;
            };
          };
        };
      };
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            marketplaceOrderId: string;
            platform: string;
            accountId: string;
            /**
             * @description Order status (API enum)
             * @enum {string}
             */
            status:
              | 'CREATED'
              | 'PAID'
              | 'INVOICED'
              | 'SHIPPED'
              | 'DELIVERED'
              | 'CONCLUDED'
              | 'RETURNED'
              | 'CANCELED'
              | 'SHIPMENT_EXCEPTION';
            createdAt: string;
            updatedAt: string;
            paidAt?: string;
            /** @description When the parcel must reach the carrier, as the channel told it; absent when not told */
            shipBy?: string;
            /** @description How to follow the parcel, once the channel dispatched it or the seller typed it; absent before */
            tracking?: {
              /** @description The carrier's tracking code of the parcel */
              code: string;
              /** @description The carrier, as the channel or the seller names it */
              carrier?: string;
              /** @description Where to follow the parcel on the carrier's site */
              url?: string;
            };
            cancelReason?: string;
            items: {
              /** @description Absent while the line is not linked to a SKU */
              skuId?: string;
              sku?: string;
              /** @description The channel's item id (Mercado Livre's MLB…) */
              channelItemId?: string;
              /** @description Item not linked: no ad of the seller holds this channel item yet; matched once linked */
              notLinked?: boolean;
              qty: number;
              /** @description Unit list price before promotions */
              originalPrice?: number;
              /** @description Unit sold price (on some channels the line total) */
              salePrice: number;
              /** @description Per-item discount, when the channel informs it */
              discount?: {
                /** @description The discount, in BRL or in percent */
                discount: number;
                /** @description true when `discount` is a percentage */
                percentage: boolean;
              };
            }[];
            /** @description Order total as the channel informs it; absent when not informed */
            totalNet?: number;
            /** @description Gross total before discounts; absent when not informed */
            totalGross?: number;
            /** @description Discounts to the buyer, whoever paid them; absent when not informed */
            totalDiscount?: number;
            /** @description Part of the discount paid by the marketplace; absent when not informed */
            marketplaceDiscount?: number;
            /** @description Freight paid by the buyer; absent when not informed */
            totalFreight?: number;
            /** @description Real freight cost charged by the channel or carrier; absent when not informed */
            shippingCost?: number;
            /** @description Freight part subsidized by the marketplace; absent when not informed */
            shippingDiscount?: number;
            /** @description Sales commission; absent when not informed */
            totalCommission?: number;
            /** @description Service or transaction fees besides commission; absent when not informed */
            serviceFee?: number;
            /** @description Installment interest; absent when not informed */
            totalInterest?: number;
            /** @description Seller gross revenue after seller discounts; absent when not informed */
            grossOperatingRevenue?: number;
            /** @description Net payout of the channel; absent when not informed */
            escrowAmount?: number;
            /** @description Taxes withheld by the channel; absent when not informed */
            tax?: number;
            invoice?: {
              number: string;
              series: string;
              /** @description NF-e access key, 44 digits */
              accessKey: string;
              /**
               * Format: date-time
               * @description When the invoice was issued
               */
              issuedAt: string;
              xml?: string;
              /**
               * @description The channel accepted the invoice (a refusal answers 422)
               * @enum {string}
               */
              channelStatus?: 'ACCEPTED';
              /**
               * Format: date-time
               * @description When the invoice was canceled; absent while it stands
               */
              canceledAt?: string;
              cancelReason?: string;
            };
            /** @description Buyer; withheld without order:customer-data */
            customer?: {
              name?: string;
              document?: string;
              email?: string;
              phone?: string;
            };
            /** @description Shipping address; withheld without order:customer-data */
            shippingAddress?: {
              street?: string;
              number?: string;
              complement?: string;
              neighborhood?: string;
              city?: string;
              state?: string;
              postalCode?: string;
              country?: string;
            };
            /** @enum {string} */
            costEnrichmentStatus: 'PENDING' | 'ENRICHED' | 'NO_COST_DATA';
            /** @description profitability.totalCost */
            totalCost?: number;
            /** @description profitability.grossProfit */
            grossProfit?: number;
            /** @description profitability.grossMarginPct */
            grossMargin?: number;
            profitability?: {
              /** @description Σ (product cost + inbound freight + packaging + royalty) × qty; kits sum components */
              totalCost: number;
              /** @description totalNet − totalCost */
              grossProfit: number;
              /** @description grossProfit / totalNet × 100 */
              grossMarginPct?: number;
              /** @description As the channel informed it */
              totalCommission?: number;
              /** @description serviceFee as the channel informed it */
              serviceFees?: number;
              /** @description shippingCost − shippingDiscount */
              netShippingCost?: number;
              /** @description As the channel informed it */
              grossOperatingRevenue?: number;
              /** @description Payout the channel informed */
              escrowAmount?: number;
              /** @description Taxes withheld by the channel */
              tax?: number;
              /** @description escrowAmount − totalCost; without escrow: totalNet − totalCost − totalCommission − serviceFee − netShippingCost − tax */
              contributionMargin: number;
              /** @description contributionMargin / grossOperatingRevenue (escrow) or / totalNet (no escrow) × 100 */
              contributionMarginPct?: number;
              /** @enum {string} */
              trend: 'IMPROVING' | 'WORSENING' | 'STABLE' | 'INSUFFICIENT_DATA';
              /** @description Percentage points above (+) or below (−) the seller's average gross margin */
              trendPct?: number;
              hasCostData: boolean;
              /**
               * @description EXPECTED: the margin from the order's totals; PAID: from what the channel actually paid (its settlement, reconciled): paidNet − totalCost
               * @enum {string}
               */
              basis: 'EXPECTED' | 'PAID';
              /** @description With basis PAID: what the channel paid the seller for the order */
              paidNet?: number;
            };
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffOrderPickingList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The orders to pick (the seller’s own; any other id answers 404) */
          orderIds: string[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description How many orders the list covers */
            orders: number;
            lines: {
              /** @description Absent for an item the channel sold that is not linked yet */
              skuId?: string;
              /** @description Absent for a SKU the catalog does not know */
              sku?: string;
              /** @description The channel's item id, for a line not linked to a SKU yet */
              channelItemId?: string;
              /** @description The catalog's title, when the SKU is in it */
              title?: string;
              /** @description Units summed across the orders */
              qty: number;
              /** @description How many of the orders take this SKU */
              orders: number;
            }[];
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffExportOrders: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          status?: (
            | 'CREATED'
            | 'PAID'
            | 'INVOICED'
            | 'SHIPPED'
            | 'DELIVERED'
            | 'CONCLUDED'
            | 'RETURNED'
            | 'CANCELED'
            | 'SHIPMENT_EXCEPTION'
          )[];
          platform?: string[];
          /**
           * Format: date-time
           * @description Created at or after
           */
          createdFrom?: string;
          /**
           * Format: date-time
           * @description Created at or before
           */
          createdTo?: string;
          /** @description A skuId or sku code of an item */
          sku?: string;
          /** @description An order id, part of the channel's order id, or a skuId/sku code */
          text?: string;
          /**
           * @description One of the day's queues: TO_INVOICE (paid), SHIP_TODAY (invoiced, ship-by before the day ends or none told), LATE (paid or invoiced past its ship-by), PROBLEM (shipment exception)
           * @enum {string}
           */
          queue?: 'TO_INVOICE' | 'SHIP_TODAY' | 'LATE' | 'PROBLEM';
        };
      };
    };
    responses: {
      /** @description CSV */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffRequestLabelGroup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Platform code, e.g. SANDBOX_ML */
        platform: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Orders of this platform to make labels for */
          orderIds: string[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            groupId: string;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffRequestLabelBatch: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Orders of any platforms; one label group is started per platform */
          orderIds: string[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description One label group per platform of the orders */
            groupIds: string[];
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffDownloadLabelBatch: {
    parameters: {
      query: {
        groupIds: string[];
        format: 'ZPL' | 'PDF';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffGetOrderLabelGroup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        orderId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            groupId: string;
            platform: string;
            accountId: string;
            /** @enum {string} */
            status: 'PROCESSING' | 'COMPLETE' | 'PARTIALLY_COMPLETE' | 'ERROR';
            /** @description Why the channel could not process the group */
            error?: string;
            createdAt: string;
            updatedAt: string;
            packages: {
              orderId: string;
              marketplaceOrderId: string;
              /** @enum {string} */
              status: 'PROCESSING' | 'GENERATED' | 'REFUSED';
              packageId?: string;
              /** @enum {string} */
              format?: 'ZPL' | 'PDF';
              /** @description Where the label file is downloaded */
              labelUrl?: string;
              refusalReason?: string;
            }[];
          };
        };
      };
      /** @description No label was asked for this order */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffGetLabelGroup: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        groupId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            groupId: string;
            platform: string;
            accountId: string;
            /** @enum {string} */
            status: 'PROCESSING' | 'COMPLETE' | 'PARTIALLY_COMPLETE' | 'ERROR';
            /** @description Why the channel could not process the group */
            error?: string;
            createdAt: string;
            updatedAt: string;
            packages: {
              orderId: string;
              marketplaceOrderId: string;
              /** @enum {string} */
              status: 'PROCESSING' | 'GENERATED' | 'REFUSED';
              packageId?: string;
              /** @enum {string} */
              format?: 'ZPL' | 'PDF';
              /** @description Where the label file is downloaded */
              labelUrl?: string;
              refusalReason?: string;
            }[];
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffDownloadLabel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        groupId: string;
        packageId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffReconciliationTotals: {
    parameters: {
      query?: {
        /** @description Orders created at or after this instant */
        from?: string;
        /** @description Orders created before this instant */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /**
             * Format: date-time
             * @description Orders created at or after this instant
             */
            from?: string;
            /**
             * Format: date-time
             * @description Orders created before this instant
             */
            to?: string;
            /** @description Σ expected net (BRL) */
            expected: number;
            /** @description Σ net the channels say they pay (BRL) */
            received: number;
            /** @description Σ (paid − expected) (BRL) */
            difference: number;
            /** @description Σ money the channels still hold (BRL) */
            notReleased: number;
            byChannel: {
              platform: string;
              /** @description Orders reconciled (with at least one settlement) */
              orders: number;
              /** @description Σ expected net (BRL) */
              expected: number;
              /** @description Σ net the channels say they pay (BRL) */
              received: number;
              /** @description Σ (paid − expected) (BRL) */
              difference: number;
              /** @description Σ money the channels still hold (BRL) */
              notReleased: number;
              /** @description Orders PAID_LESS or PAID_MORE */
              ordersWithDifference: number;
              /** @description Orders whose money is held past its release date */
              ordersNotReleased: number;
            }[];
            /** @description The seller's connected channels */
            channels: {
              platform: string;
              /** @description false: the channel does not report what it paid, and its orders are not reconciled */
              reportsSettlements: boolean;
            }[];
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffListReconciliationDifferences: {
    parameters: {
      query?: {
        /** @description 0-based page number, at most 2147483647 */
        page?: number;
        /** @description Page size (default 20): 0 is read as 1, more than 200 as 200 */
        size?: number;
        /** @description Orders created at or after this instant */
        from?: string;
        /** @description Orders created before this instant */
        to?: string;
        /** @description A channel platform code, e.g. MERCADO_LIVRE */
        platform?: string;
        /** @description Only orders of this status; without it, PAID_LESS, PAID_MORE and NOT_RELEASED */
        status?: 'MATCHING' | 'PAID_LESS' | 'PAID_MORE' | 'NOT_RELEASED' | 'REFUNDED' | 'PENDING';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _embedded: {
              reconciliationList: {
                orderId: string;
                platform: string;
                marketplaceOrderId: string;
                /** Format: date-time */
                orderCreatedAt: string;
                /**
                 * @description MATCHING: paid as promised (within R$ 0.01); PAID_LESS / PAID_MORE: the net differs; NOT_RELEASED: release date passed and the channel still holds it; REFUNDED: refunded or charged back as reported; PENDING: not yet due
                 * @enum {string}
                 */
                status: 'MATCHING' | 'PAID_LESS' | 'PAID_MORE' | 'NOT_RELEASED' | 'REFUNDED' | 'PENDING';
                /** @description What the sale promised: the order's totals and the channel's fees, line by line */
                expected: {
                  /** @description What the buyer paid (BRL) */
                  gross: number;
                  /** @description Commission (BRL) */
                  commission: number;
                  /** @description Shipping the seller pays (BRL) */
                  shipping: number;
                  /** @description Discounts charged to the seller (BRL) */
                  discounts: number;
                  /** @description Refunds and chargebacks (BRL) */
                  refunds: number;
                  /** @description Other charges: fixed fees, taxes, financing (BRL) */
                  other: number;
                  /** @description What the seller receives (BRL) */
                  net: number;
                };
                /** @description What the channel reported it charged and pays, line by line */
                paid: {
                  /** @description What the buyer paid (BRL) */
                  gross: number;
                  /** @description Commission (BRL) */
                  commission: number;
                  /** @description Shipping the seller pays (BRL) */
                  shipping: number;
                  /** @description Discounts charged to the seller (BRL) */
                  discounts: number;
                  /** @description Refunds and chargebacks (BRL) */
                  refunds: number;
                  /** @description Other charges: fixed fees, taxes, financing (BRL) */
                  other: number;
                  /** @description What the seller receives (BRL) */
                  net: number;
                };
                /** @description paid net − expected net (BRL) */
                difference: number;
                /** @description Money the channel still holds (BRL) */
                notReleased: number;
                /**
                 * Format: date-time
                 * @description The first release date of money the channel still holds; null when it holds none
                 */
                releaseDate: string | null;
                /** @description Why the money differs or is held, where it can be named */
                causes: {
                  /**
                   * @description The machine code of the cause
                   * @enum {string}
                   */
                  code:
                    | 'COMMISSION_ABOVE_RATE'
                    | 'COMMISSION_BELOW_RATE'
                    | 'SHIPPING_REMEASURED'
                    | 'DISCOUNT_NOT_IN_SALE'
                    | 'REFUND_CHARGED_TWICE'
                    | 'REFUND_FEE_ABOVE_RULE'
                    | 'OTHER_CHARGES_DIFFER'
                    | 'GROSS_DIFFERS'
                    | 'LATE_RELEASE'
                    | 'REFUNDED'
                    | 'CHARGED_BACK'
                    | 'UNEXPLAINED';
                  /** @description The cause in Portuguese, for the seller, with the amounts */
                  message: string;
                }[];
                /** Format: date-time */
                computedAt: string;
              }[];
            };
            page: {
              size: number;
              totalElements: number;
              totalPages: number;
              number: number;
            };
            _links?: {
              [key: string]: {
                href: string;
              };
            };
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffGetOrderReconciliation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description Feira's order id */
        orderId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            orderId: string;
            platform: string;
            marketplaceOrderId: string;
            /** Format: date-time */
            orderCreatedAt: string;
            /**
             * @description MATCHING: paid as promised (within R$ 0.01); PAID_LESS / PAID_MORE: the net differs; NOT_RELEASED: release date passed and the channel still holds it; REFUNDED: refunded or charged back as reported; PENDING: not yet due
             * @enum {string}
             */
            status: 'MATCHING' | 'PAID_LESS' | 'PAID_MORE' | 'NOT_RELEASED' | 'REFUNDED' | 'PENDING';
            /** @description What the sale promised: the order's totals and the channel's fees, line by line */
            expected: {
              /** @description What the buyer paid (BRL) */
              gross: number;
              /** @description Commission (BRL) */
              commission: number;
              /** @description Shipping the seller pays (BRL) */
              shipping: number;
              /** @description Discounts charged to the seller (BRL) */
              discounts: number;
              /** @description Refunds and chargebacks (BRL) */
              refunds: number;
              /** @description Other charges: fixed fees, taxes, financing (BRL) */
              other: number;
              /** @description What the seller receives (BRL) */
              net: number;
            };
            /** @description What the channel reported it charged and pays, line by line */
            paid: {
              /** @description What the buyer paid (BRL) */
              gross: number;
              /** @description Commission (BRL) */
              commission: number;
              /** @description Shipping the seller pays (BRL) */
              shipping: number;
              /** @description Discounts charged to the seller (BRL) */
              discounts: number;
              /** @description Refunds and chargebacks (BRL) */
              refunds: number;
              /** @description Other charges: fixed fees, taxes, financing (BRL) */
              other: number;
              /** @description What the seller receives (BRL) */
              net: number;
            };
            /** @description paid net − expected net (BRL) */
            difference: number;
            /** @description Money the channel still holds (BRL) */
            notReleased: number;
            /**
             * Format: date-time
             * @description The first release date of money the channel still holds; null when it holds none
             */
            releaseDate: string | null;
            /** @description Why the money differs or is held, where it can be named */
            causes: {
              /**
               * @description The machine code of the cause
               * @enum {string}
               */
              code:
                | 'COMMISSION_ABOVE_RATE'
                | 'COMMISSION_BELOW_RATE'
                | 'SHIPPING_REMEASURED'
                | 'DISCOUNT_NOT_IN_SALE'
                | 'REFUND_CHARGED_TWICE'
                | 'REFUND_FEE_ABOVE_RULE'
                | 'OTHER_CHARGES_DIFFER'
                | 'GROSS_DIFFERS'
                | 'LATE_RELEASE'
                | 'REFUNDED'
                | 'CHARGED_BACK'
                | 'UNEXPLAINED';
              /** @description The cause in Portuguese, for the seller, with the amounts */
              message: string;
            }[];
            /** Format: date-time */
            computedAt: string;
            /** @description The evidence: each settlement the channel reported for the order, in its own words */
            settlements: {
              /** @description The channel's id of the payment or settlement */
              settlementId: string;
              marketplaceOrderId: string;
              /** @enum {string} */
              status:
                'PENDING' | 'RELEASED' | 'PARTIALLY_REFUNDED' | 'REFUNDED' | 'CHARGED_BACK' | 'IN_MEDIATION';
              /** @description What the buyer paid, as the channel reports it (BRL) */
              gross: number;
              charges: {
                /** @enum {string} */
                kind:
                  | 'COMMISSION'
                  | 'SHIPPING'
                  | 'DISCOUNT'
                  | 'REFUND'
                  | 'CHARGEBACK'
                  | 'TAX'
                  | 'FINANCING'
                  | 'OTHER';
                /** @description The amount the channel took (BRL) */
                amount: number;
                /** @description The channel's own name for the charge */
                description: string;
                /** @description The most the channel's own published rule lets it take for this charge (Amazon's refund administration fee); absent where it has no such rule. A charge above it is a difference (BRL) */
                ruleCap?: number;
              }[];
              /** @description What the channel says the seller receives (BRL) */
              net: number;
              /** Format: date-time */
              releaseDate: string | null;
              /** Format: date-time */
              releasedAt: string | null;
              /**
               * Format: date-time
               * @description The channel's last change to it
               */
              updatedAt: string;
              /**
               * Format: date-time
               * @description When Feira last took it in
               */
              receivedAt: string;
            }[];
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffExportReconciliationDifferences: {
    parameters: {
      query: {
        /** @description Orders created at or after this instant */
        from?: string;
        /** @description Orders created before this instant */
        to?: string;
        /** @description A channel platform code, e.g. MERCADO_LIVRE */
        platform: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description UTF-8 with BOM, `;` between cells, decimal commas; one line per order with a difference: the channel's order id and Feira's, the channel's name, what the channel charged and what it should have, the net received and expected, the difference and its causes */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listWebhooks: {
    parameters: {
      query?: {
        /** @description 0-based page number, at most 2147483647 */
        page?: number;
        /** @description Page size (default 20): 0 is read as 1, more than 200 as 200 */
        size?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _embedded: {
              webhooks: {
                id: string;
                urlName: string;
                url: string;
                token: {
                  header: string;
                  value: string;
                };
                statuses: string[];
                domains: string[];
                /** @enum {string} */
                status: 'ENABLED' | 'DISABLED';
                disabledReason: string | null;
                /**
                 * @description SELLER, or SYSTEM for the automatic disabling
                 * @enum {string|null}
                 */
                disabledBy: 'SELLER' | 'SYSTEM' | null;
                /** Format: date-time */
                disabledAt: string | null;
                /** Format: date-time */
                failingSince: string | null;
                /** Format: date-time */
                lastSuccessAt: string | null;
                /** Format: date-time */
                previousSecretExpiresAt: string | null;
                /** Format: date-time */
                createdAt: string;
                /** Format: date-time */
                updatedAt: string;
              }[];
            };
            page: {
              size: number;
              totalElements: number;
              totalPages: number;
              number: number;
            };
            _links?: {
              [key: string]: {
                href: string;
              };
            };
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  createWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          urlName: string;
          url: string;
          /** @description Shared token sent with every delivery */
          token: {
            /** @description Header the shared token is sent in, e.g. X-Feira-Token */
            header: string;
            value: string;
          };
          /** @description Order statuses to be notified of */
          statuses?: (
            | 'Criado'
            | 'Pago'
            | 'Faturado'
            | 'Enviado'
            | 'Entregue'
            | 'Concluido'
            | 'Retornado'
            | 'Cancelado'
            | 'Excecao na entrega'
          )[];
          /** @description Other domains to be notified of: product, price, stock, TAG, reconciliation */
          domains?: ('product' | 'price' | 'stock' | 'TAG' | 'reconciliation')[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            urlName: string;
            url: string;
            token: {
              header: string;
              value: string;
            };
            statuses: string[];
            domains: string[];
            /** @enum {string} */
            status: 'ENABLED' | 'DISABLED';
            disabledReason: string | null;
            /**
             * @description SELLER, or SYSTEM for the automatic disabling
             * @enum {string|null}
             */
            disabledBy: 'SELLER' | 'SYSTEM' | null;
            /** Format: date-time */
            disabledAt: string | null;
            /** Format: date-time */
            failingSince: string | null;
            /** Format: date-time */
            lastSuccessAt: string | null;
            /** Format: date-time */
            previousSecretExpiresAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description Standard Webhooks signing secret (whsec_…) */
            secret: string;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            urlName: string;
            url: string;
            token: {
              header: string;
              value: string;
            };
            statuses: string[];
            domains: string[];
            /** @enum {string} */
            status: 'ENABLED' | 'DISABLED';
            disabledReason: string | null;
            /**
             * @description SELLER, or SYSTEM for the automatic disabling
             * @enum {string|null}
             */
            disabledBy: 'SELLER' | 'SYSTEM' | null;
            /** Format: date-time */
            disabledAt: string | null;
            /** Format: date-time */
            failingSince: string | null;
            /** Format: date-time */
            lastSuccessAt: string | null;
            /** Format: date-time */
            previousSecretExpiresAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  deleteWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  updateWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          urlName?: string;
          url?: string;
          /** @description Shared token sent with every delivery */
          token?: {
            /** @description Header the shared token is sent in, e.g. X-Feira-Token */
            header: string;
            value: string;
          };
          /** @description Order statuses to be notified of */
          statuses?: (
            | 'Criado'
            | 'Pago'
            | 'Faturado'
            | 'Enviado'
            | 'Entregue'
            | 'Concluido'
            | 'Retornado'
            | 'Cancelado'
            | 'Excecao na entrega'
          )[];
          /** @description Other domains to be notified of: product, price, stock, TAG, reconciliation */
          domains?: ('product' | 'price' | 'stock' | 'TAG' | 'reconciliation')[];
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            urlName: string;
            url: string;
            token: {
              header: string;
              value: string;
            };
            statuses: string[];
            domains: string[];
            /** @enum {string} */
            status: 'ENABLED' | 'DISABLED';
            disabledReason: string | null;
            /**
             * @description SELLER, or SYSTEM for the automatic disabling
             * @enum {string|null}
             */
            disabledBy: 'SELLER' | 'SYSTEM' | null;
            /** Format: date-time */
            disabledAt: string | null;
            /** Format: date-time */
            failingSince: string | null;
            /** Format: date-time */
            lastSuccessAt: string | null;
            /** Format: date-time */
            previousSecretExpiresAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  disableWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            urlName: string;
            url: string;
            token: {
              header: string;
              value: string;
            };
            statuses: string[];
            domains: string[];
            /** @enum {string} */
            status: 'ENABLED' | 'DISABLED';
            disabledReason: string | null;
            /**
             * @description SELLER, or SYSTEM for the automatic disabling
             * @enum {string|null}
             */
            disabledBy: 'SELLER' | 'SYSTEM' | null;
            /** Format: date-time */
            disabledAt: string | null;
            /** Format: date-time */
            failingSince: string | null;
            /** Format: date-time */
            lastSuccessAt: string | null;
            /** Format: date-time */
            previousSecretExpiresAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  enableWebhook: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            urlName: string;
            url: string;
            token: {
              header: string;
              value: string;
            };
            statuses: string[];
            domains: string[];
            /** @enum {string} */
            status: 'ENABLED' | 'DISABLED';
            disabledReason: string | null;
            /**
             * @description SELLER, or SYSTEM for the automatic disabling
             * @enum {string|null}
             */
            disabledBy: 'SELLER' | 'SYSTEM' | null;
            /** Format: date-time */
            disabledAt: string | null;
            /** Format: date-time */
            failingSince: string | null;
            /** Format: date-time */
            lastSuccessAt: string | null;
            /** Format: date-time */
            previousSecretExpiresAt: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getWebhookSecret: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            secret: string;
            /** Format: date-time */
            previousSecretExpiresAt: string | null;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  rotateWebhookSecret: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            secret: string;
            /** Format: date-time */
            previousSecretExpiresAt: string | null;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  sendWebhookTestEvent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            webhookId: string;
            eventId: string;
            /** @enum {string} */
            domain: 'order' | 'product' | 'price' | 'stock' | 'TAG' | 'reconciliation' | 'test';
            /** @enum {string} */
            type:
              | 'OrderCreated'
              | 'OrderPayed'
              | 'OrderInvoiced'
              | 'OrderShipped'
              | 'OrderDelivered'
              | 'OrderConcluded'
              | 'OrderReturned'
              | 'OrderCanceled'
              | 'OrderShipmentException'
              | 'VariationCreated'
              | 'VariationUpdated'
              | 'PriceUpdated'
              | 'StockUpdated'
              | 'TAG_COMPLETE'
              | 'TAG_PARTIALLY_COMPLETE'
              | 'TAG_ERROR'
              | 'DifferenceFound'
              | 'price.held'
              | 'WebhookTest';
            resource: string;
            itemId: string;
            relatedId: string | null;
            /** Format: date-time */
            received: string;
            test: boolean;
            /**
             * @description FAILED: test events only
             * @enum {string}
             */
            status: 'PENDING' | 'DELIVERED' | 'MISSED' | 'FAILED';
            attempts: number;
            /** Format: date-time */
            nextAttemptAt: string | null;
            /** Format: date-time */
            lastAttemptAt: string | null;
            lastStatusCode: number | null;
            lastError: string | null;
            /** Format: date-time */
            deliveredAt: string | null;
            /** Format: date-time */
            missedAt: string | null;
            /** Format: date-time */
            createdAt: string;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  listWebhookDeliveries: {
    parameters: {
      query?: {
        /** @description 0-based page number, at most 2147483647 */
        page?: number;
        /** @description Page size (default 20): 0 is read as 1, more than 200 as 200 */
        size?: number;
        status?: 'PENDING' | 'DELIVERED' | 'MISSED' | 'FAILED';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _embedded: {
              deliveries: {
                id: string;
                webhookId: string;
                eventId: string;
                /** @enum {string} */
                domain: 'order' | 'product' | 'price' | 'stock' | 'TAG' | 'reconciliation' | 'test';
                /** @enum {string} */
                type:
                  | 'OrderCreated'
                  | 'OrderPayed'
                  | 'OrderInvoiced'
                  | 'OrderShipped'
                  | 'OrderDelivered'
                  | 'OrderConcluded'
                  | 'OrderReturned'
                  | 'OrderCanceled'
                  | 'OrderShipmentException'
                  | 'VariationCreated'
                  | 'VariationUpdated'
                  | 'PriceUpdated'
                  | 'StockUpdated'
                  | 'TAG_COMPLETE'
                  | 'TAG_PARTIALLY_COMPLETE'
                  | 'TAG_ERROR'
                  | 'DifferenceFound'
                  | 'price.held'
                  | 'WebhookTest';
                resource: string;
                itemId: string;
                relatedId: string | null;
                /** Format: date-time */
                received: string;
                test: boolean;
                /**
                 * @description FAILED: test events only
                 * @enum {string}
                 */
                status: 'PENDING' | 'DELIVERED' | 'MISSED' | 'FAILED';
                attempts: number;
                /** Format: date-time */
                nextAttemptAt: string | null;
                /** Format: date-time */
                lastAttemptAt: string | null;
                lastStatusCode: number | null;
                lastError: string | null;
                /** Format: date-time */
                deliveredAt: string | null;
                /** Format: date-time */
                missedAt: string | null;
                /** Format: date-time */
                createdAt: string;
              }[];
            };
            page: {
              size: number;
              totalElements: number;
              totalPages: number;
              number: number;
            };
            _links?: {
              [key: string]: {
                href: string;
              };
            };
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  getWebhookDelivery: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        deliveryId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            webhookId: string;
            eventId: string;
            /** @enum {string} */
            domain: 'order' | 'product' | 'price' | 'stock' | 'TAG' | 'reconciliation' | 'test';
            /** @enum {string} */
            type:
              | 'OrderCreated'
              | 'OrderPayed'
              | 'OrderInvoiced'
              | 'OrderShipped'
              | 'OrderDelivered'
              | 'OrderConcluded'
              | 'OrderReturned'
              | 'OrderCanceled'
              | 'OrderShipmentException'
              | 'VariationCreated'
              | 'VariationUpdated'
              | 'PriceUpdated'
              | 'StockUpdated'
              | 'TAG_COMPLETE'
              | 'TAG_PARTIALLY_COMPLETE'
              | 'TAG_ERROR'
              | 'DifferenceFound'
              | 'price.held'
              | 'WebhookTest';
            resource: string;
            itemId: string;
            relatedId: string | null;
            /** Format: date-time */
            received: string;
            test: boolean;
            /**
             * @description FAILED: test events only
             * @enum {string}
             */
            status: 'PENDING' | 'DELIVERED' | 'MISSED' | 'FAILED';
            attempts: number;
            /** Format: date-time */
            nextAttemptAt: string | null;
            /** Format: date-time */
            lastAttemptAt: string | null;
            lastStatusCode: number | null;
            lastError: string | null;
            /** Format: date-time */
            deliveredAt: string | null;
            /** Format: date-time */
            missedAt: string | null;
            /** Format: date-time */
            createdAt: string;
            attemptLog: {
              attempt: number;
              /**
               * @description AUTO: on schedule; MANUAL: redelivery, resend or test
               * @enum {string}
               */
              mode: 'AUTO' | 'MANUAL';
              /** Format: date-time */
              at: string;
              statusCode: number | null;
              latencyMs: number;
              responseExcerpt: string | null;
              error: string | null;
              delivered: boolean;
            }[];
            /** @description The body of the last attempt */
            payload: {
              resource: string;
              /** @enum {string} */
              domain: 'order' | 'product' | 'price' | 'stock' | 'TAG' | 'reconciliation' | 'test';
              sellerId: string;
              accountId: string | null;
              platform: string | null;
              itemId: string;
              relatedId: string | null;
              /** @enum {string} */
              type:
                | 'OrderCreated'
                | 'OrderPayed'
                | 'OrderInvoiced'
                | 'OrderShipped'
                | 'OrderDelivered'
                | 'OrderConcluded'
                | 'OrderReturned'
                | 'OrderCanceled'
                | 'OrderShipmentException'
                | 'VariationCreated'
                | 'VariationUpdated'
                | 'PriceUpdated'
                | 'StockUpdated'
                | 'TAG_COMPLETE'
                | 'TAG_PARTIALLY_COMPLETE'
                | 'TAG_ERROR'
                | 'DifferenceFound'
                | 'price.held'
                | 'WebhookTest';
              tags: string[];
              attempts: number;
              /** Format: date-time */
              sent: string;
              /** Format: date-time */
              received: string;
            } | null;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  redeliverWebhookDelivery: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        deliveryId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            id: string;
            webhookId: string;
            eventId: string;
            /** @enum {string} */
            domain: 'order' | 'product' | 'price' | 'stock' | 'TAG' | 'reconciliation' | 'test';
            /** @enum {string} */
            type:
              | 'OrderCreated'
              | 'OrderPayed'
              | 'OrderInvoiced'
              | 'OrderShipped'
              | 'OrderDelivered'
              | 'OrderConcluded'
              | 'OrderReturned'
              | 'OrderCanceled'
              | 'OrderShipmentException'
              | 'VariationCreated'
              | 'VariationUpdated'
              | 'PriceUpdated'
              | 'StockUpdated'
              | 'TAG_COMPLETE'
              | 'TAG_PARTIALLY_COMPLETE'
              | 'TAG_ERROR'
              | 'DifferenceFound'
              | 'price.held'
              | 'WebhookTest';
            resource: string;
            itemId: string;
            relatedId: string | null;
            /** Format: date-time */
            received: string;
            test: boolean;
            /**
             * @description FAILED: test events only
             * @enum {string}
             */
            status: 'PENDING' | 'DELIVERED' | 'MISSED' | 'FAILED';
            attempts: number;
            /** Format: date-time */
            nextAttemptAt: string | null;
            /** Format: date-time */
            lastAttemptAt: string | null;
            lastStatusCode: number | null;
            lastError: string | null;
            /** Format: date-time */
            deliveredAt: string | null;
            /** Format: date-time */
            missedAt: string | null;
            /** Format: date-time */
            createdAt: string;
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description Not found, or not the caller’s */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffListMissedNotifications: {
    parameters: {
      query?: {
        /** @description 0-based page number, at most 2147483647 */
        page?: number;
        /** @description Page size (default 20): 0 is read as 1, more than 200 as 200 */
        size?: number;
        urlName?: string;
        /** @description Events received at or after */
        since?: string;
        /** @description Events received before */
        until?: string;
        domain?: 'order' | 'product' | 'price' | 'stock' | 'TAG' | 'reconciliation';
        type?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _embedded: {
              missedNotificationApiDTOList: {
                id: string;
                urlName: string;
                webhookId: string;
                resource: string;
                /** @enum {string} */
                domain: 'order' | 'product' | 'price' | 'stock' | 'TAG' | 'reconciliation' | 'test';
                sellerId: string;
                accountId: string | null;
                platform: string | null;
                itemId: string;
                relatedId: string | null;
                /** @enum {string} */
                type:
                  | 'OrderCreated'
                  | 'OrderPayed'
                  | 'OrderInvoiced'
                  | 'OrderShipped'
                  | 'OrderDelivered'
                  | 'OrderConcluded'
                  | 'OrderReturned'
                  | 'OrderCanceled'
                  | 'OrderShipmentException'
                  | 'VariationCreated'
                  | 'VariationUpdated'
                  | 'PriceUpdated'
                  | 'StockUpdated'
                  | 'TAG_COMPLETE'
                  | 'TAG_PARTIALLY_COMPLETE'
                  | 'TAG_ERROR'
                  | 'DifferenceFound'
                  | 'price.held'
                  | 'WebhookTest';
                tags: string[];
                attempts: number;
                /**
                 * Format: date-time
                 * @description The last attempt's `sent`, as in the webhook envelope; null when none was made
                 */
                sent: string | null;
                /** Format: date-time */
                received: string;
                /** Format: date-time */
                lastAttemptAt: string | null;
                lastStatusCode: number | null;
                lastError: string | null;
                /** Format: date-time */
                missedAt: string;
              }[];
            };
            page: {
              size: number;
              totalElements: number;
              totalPages: number;
              number: number;
            };
            _links?: {
              [key: string]: {
                href: string;
              };
            };
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffResendMissedNotifications: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description Either `ids`, or a window: `since` (required), `until`, and optional filters */
    requestBody: {
      content: {
        'application/json': {
          ids?: string[];
          urlName?: string;
          /**
           * Format: date-time
           * @description Events received at or after
           */
          since?: string;
          /**
           * Format: date-time
           * @description Events received before
           */
          until?: string;
          /** @enum {string} */
          domain?: 'order' | 'product' | 'price' | 'stock' | 'TAG' | 'reconciliation';
          type?: string;
        };
      };
    };
    responses: {
      /** @description Default Response */
      202: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            count: number;
            ids: string[];
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffDashboard: {
    parameters: {
      query?: {
        /** @description IANA time zone of "today" (default America/Sao_Paulo) */
        timeZone?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @description Today's date in the time zone (YYYY-MM-DD) */
            date: string;
            timeZone: string;
            today: {
              /** @description Orders created today, canceled and returned ones left out */
              orders: number;
              /** @description Σ totalNet of those orders (BRL) */
              revenue: number;
              /** @description Σ contribution margin of those with cost data (BRL), each on its basis: ordersOnExpectedBasis + ordersOnPaidBasis */
              contributionMargin: number;
              /** @description Orders counted whose margin is not known yet */
              ordersWithoutCost: number;
              /** @description Orders in the margin at what the sale promised (profitability basis EXPECTED: the channel's settlement is not final yet) */
              ordersOnExpectedBasis: number;
              /** @description Orders in the margin at what the channel paid (profitability basis PAID: settled) */
              ordersOnPaidBasis: number;
            };
            /** @description What the channels pay, against what the sales promised (the reconciliation) */
            moneyIn: {
              /** @description Money the channels report for orders and still hold */
              notReleased: number;
              /** @description Orders whose channel paid less or more than the sale promised */
              openDifferences: number;
              /** @description Σ (paid − expected) of those orders (BRL; negative: paid less) */
              openDifferenceAmount: number;
            };
            /** @description The day's order queues (the web admin's Pedidos filters by each) */
            orderQueues: {
              /** @description Paid orders not invoiced yet */
              toInvoice: number;
              /** @description Invoiced orders to ship before the day ends (or with no ship-by) */
              shipToday: number;
              /** @description Paid or invoiced orders past their ship-by */
              late: number;
              /** @description Orders in shipment exception */
              problem: number;
            };
            alerts: {
              /** @description Rules not finished whose cost data coverage is below 50 % */
              ruleCoverage: {
                ruleId: string;
                name: string;
                /** @enum {string} */
                status: 'INACTIVE' | 'SCHEDULED' | 'ACTIVE' | 'FINISHED';
                eligibleSkus: number;
                costDataCoveragePct: number;
              }[];
              /** @description Enabled webhooks failing, or disabled by the service */
              failingWebhooks: number;
              adsWithChannelErrors: {
                platform: string;
                count: number;
              }[];
              skusWithoutCost: number;
              skus: number;
              /** @description Price changes the profit guard held, waiting for the seller */
              heldPrices: number;
            };
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffSalesReport: {
    parameters: {
      query: {
        /** @description First day, on the seller's calendar (São Paulo) */
        from: string;
        /** @description Last day, included; at most 366 days after from */
        to: string;
        /** @description Length of each point of the series (a week starts on Monday) */
        period: 'day' | 'week' | 'month';
        /** @description What the rows and the export break the sales down by */
        by: 'channel' | 'sku';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
            /** @enum {string} */
            period: 'day' | 'week' | 'month';
            /** @enum {string} */
            by: 'channel' | 'sku';
            timeZone: string;
            totals: {
              /** @description Orders counted (canceled and returned ones left out) */
              orders: number;
              units: number;
              /** @description Σ the orders' totalNet; by SKU, split over an order's lines by their amounts (BRL, decimal string) */
              sales: string;
              /** @description Σ contribution margin of the orders whose cost is known, each on its basis: ordersOnExpectedBasis + ordersOnPaidBasis (BRL, decimal string) */
              margin: string;
              /** @description Orders counted whose margin is not known yet */
              ordersWithoutCost: number;
              /** @description Orders in the margin at what the sale promised (profitability basis EXPECTED: the channel's settlement is not final yet) */
              ordersOnExpectedBasis: number;
              /** @description Orders in the margin at what the channel paid (profitability basis PAID: settled) */
              ordersOnPaidBasis: number;
            };
            /** @description Every period of the range, oldest first, empty ones included */
            series: {
              /** Format: date */
              period: string;
              /** @description Orders counted (canceled and returned ones left out) */
              orders: number;
              units: number;
              /** @description Σ the orders' totalNet; by SKU, split over an order's lines by their amounts (BRL, decimal string) */
              sales: string;
              /** @description Σ contribution margin of the orders whose cost is known, each on its basis: ordersOnExpectedBasis + ordersOnPaidBasis (BRL, decimal string) */
              margin: string;
              /** @description Orders counted whose margin is not known yet */
              ordersWithoutCost: number;
              /** @description Orders in the margin at what the sale promised (profitability basis EXPECTED: the channel's settlement is not final yet) */
              ordersOnExpectedBasis: number;
              /** @description Orders in the margin at what the channel paid (profitability basis PAID: settled) */
              ordersOnPaidBasis: number;
            }[];
            /** @description By channel or SKU over the whole range, biggest sales first */
            rows: {
              /** @description A platform code, or a SKU code ('' for lines not linked to a SKU yet) */
              key: string;
              /** @description Orders counted (canceled and returned ones left out) */
              orders: number;
              units: number;
              /** @description Σ the orders' totalNet; by SKU, split over an order's lines by their amounts (BRL, decimal string) */
              sales: string;
              /** @description Σ contribution margin of the orders whose cost is known, each on its basis: ordersOnExpectedBasis + ordersOnPaidBasis (BRL, decimal string) */
              margin: string;
              /** @description Orders counted whose margin is not known yet */
              ordersWithoutCost: number;
              /** @description Orders in the margin at what the sale promised (profitability basis EXPECTED: the channel's settlement is not final yet) */
              ordersOnExpectedBasis: number;
              /** @description Orders in the margin at what the channel paid (profitability basis PAID: settled) */
              ordersOnPaidBasis: number;
            }[];
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffSalesReportCsv: {
    parameters: {
      query: {
        /** @description First day, on the seller's calendar (São Paulo) */
        from: string;
        /** @description Last day, included; at most 366 days after from */
        to: string;
        /** @description Length of each point of the series (a week starts on Monday) */
        period: 'day' | 'week' | 'month';
        /** @description What the rows and the export break the sales down by */
        by: 'channel' | 'sku';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description CSV */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
  bffListChanges: {
    parameters: {
      query?: {
        /** @description 0-based page number, at most 2147483647 */
        page?: number;
        /** @description Page size (default 20): 0 is read as 1, more than 200 as 200 */
        size?: number;
        entity?:
          | 'price'
          | 'cost'
          | 'rule'
          | 'promotion'
          | 'app'
          | 'webhook'
          | 'marketplace'
          | 'ad'
          | 'stock'
          | 'product'
          | 'order';
        action?:
          | 'CREATE'
          | 'UPDATE'
          | 'DELETE'
          | 'SET'
          | 'APPLY'
          | 'ACTIVATE'
          | 'FINISH'
          | 'RESTORE'
          | 'ENABLE'
          | 'DISABLE'
          | 'ROTATE_SECRET'
          | 'REVOKE'
          | 'CONNECT'
          | 'DISCONNECT';
        entityId?: string;
        /** @description Changes at or after this instant */
        from?: string;
        /** @description Changes before this instant */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Default Response */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            _embedded: {
              auditEntryList: {
                id: string;
                /** Format: date-time */
                at: string;
                actor: {
                  /** @enum {string} */
                  kind: 'APP' | 'USER' | 'OPERATOR';
                  /** @description Client id of an app or operator app; user id of a person */
                  id: string;
                  /** @description The app a user acted through, when the user signed in to an app */
                  viaClientId: string | null;
                };
                /** @description X-Request-Id of the request that made the change */
                requestId: string;
                /** @enum {string} */
                action:
                  | 'CREATE'
                  | 'UPDATE'
                  | 'DELETE'
                  | 'SET'
                  | 'APPLY'
                  | 'ACTIVATE'
                  | 'FINISH'
                  | 'RESTORE'
                  | 'ENABLE'
                  | 'DISABLE'
                  | 'ROTATE_SECRET'
                  | 'REVOKE'
                  | 'CONNECT'
                  | 'DISCONNECT';
                /** @enum {string} */
                entity:
                  | 'price'
                  | 'cost'
                  | 'rule'
                  | 'promotion'
                  | 'app'
                  | 'webhook'
                  | 'marketplace'
                  | 'ad'
                  | 'stock'
                  | 'product'
                  | 'order';
                entityId: string;
                /** @description The entity as it was (before) or became (after); null when it did not exist */
                before: {
                  [key: string]: unknown;
                } | null;
                /** @description The entity as it was (before) or became (after); null when it did not exist */
                after: {
                  [key: string]: unknown;
                } | null;
                /** @description The user's e-mail or the app's name; null for an operator or one no longer known */
                actorName: string | null;
                /** @description The name of the app a user acted through; null when none or no longer known */
                viaName: string | null;
                /** @description What changed, by the name the seller knows; null when the fields say it all */
                subject: {
                  /** @description A SKU's code, a promotion's, rule's or app's name, a webhook's address */
                  label: string;
                  /** @description The SKU's product title; null when there is nothing more */
                  detail: string | null;
                } | null;
              }[];
            };
            page: {
              size: number;
              totalElements: number;
              totalPages: number;
              number: number;
            };
            _links?: {
              [key: string]: {
                href: string;
              };
            };
          };
        };
      };
      /** @description The input is malformed or invalid: `errors` names the fields */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description No valid credential */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
      /** @description The credential lacks a scope the operation needs (`required_scope`) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/problem+json': components['schemas']['Problem'];
        };
      };
    };
  };
}
