/**
 * The integration API's routes and bodies, generated from /api/openapi-integration.json by
 * `npm run sdk:generate`. Do not edit: a test fails while this file differs from what the service serves.
 */
export interface paths {
  '/integration/products': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a product with its variations
     * @description Answers 202 with the generated skuIds. The productId is your externalId (unique per seller); POST of an existing one is 409 product-already-exists: use PUT to replace.
     */
    post: operations['createProduct'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/products/{productId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A product with its variations */
    get: operations['getProduct'];
    /**
     * Replace a product (full update)
     * @description Variations are matched by skuId. A variation without skuId is recreated from the body alone (it keeps its skuId when its sku matches, but secondary EANs are lost); stored variations absent from the body are removed.
     */
    put: operations['replaceProduct'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/products/variations/{skuId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One variation, by skuId */
    get: operations['getVariation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change some fields of one variation
     * @description 409 ean-patch-conflict when an EAN already belongs to another variation of the seller.
     */
    patch: operations['patchVariation'];
    trace?: never;
  };
  '/integration/products/v2/bySkuId/{skuId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The product holding a variation, by skuId */
    get: operations['getProductBySkuId'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/skus/by-sku': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Resolve the seller's sku to its skuId and productId
     * @description Cached for up to 5 minutes.
     */
    get: operations['resolveSku'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/brands': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The seller's brands, by name */
    get: operations['listBrands'];
    put?: never;
    /** Create brand */
    post: operations['createBrand'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/brands/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get brand */
    get: operations['getBrand'];
    /**
     * Rename a brand or change its marketplace mappings
     * @description Ads with BRAND in their updateOptions follow the change.
     */
    put: operations['updateBrand'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The seller's categories as a tree
     * @description Pages over the root categories; each carries its whole subtree in `children`.
     */
    get: operations['listCategories'];
    put?: never;
    /** Create category */
    post: operations['createCategory'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/categories/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Get category */
    get: operations['getCategory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/attributes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The seller's attribute definitions, by name */
    get: operations['listAttributes'];
    put?: never;
    /** Create attribute */
    post: operations['createAttribute'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/attributes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One attribute definition */
    get: operations['getAttribute'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/images': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Paged images of every variation */
    get: operations['listImages'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/images/{skuId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The images of one variation, in order */
    get: operations['getImages'];
    /**
     * Replace the images of one variation
     * @description In the order given; the first is main when none is marked, two mains are 400.
     */
    put: operations['replaceImages'];
    /**
     * Add one image to a variation
     * @description At `position` (0-based; the end when absent). A URL already present is 400. `main: true` makes it the main image.
     */
    post: operations['addImage'];
    /**
     * Remove one image of a variation, by URL
     * @description 404 when the URL is not among the variation's images.
     */
    delete: operations['removeImage'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/images/{skuId}/order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Reorder the images of a variation
     * @description Lists every current URL once, in the new order.
     */
    put: operations['orderImages'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/videos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Paged videos of every variation */
    get: operations['listVideos'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/videos/{skuId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The videos of one variation, in order */
    get: operations['getVideos'];
    /**
     * Replace the videos of one variation
     * @description In the order given.
     */
    put: operations['replaceVideos'];
    /**
     * Add one video to a variation
     * @description At `position` (0-based; the end when absent). A URL already present is 400.
     */
    post: operations['addVideo'];
    /**
     * Remove one video of a variation, by URL
     * @description 404 when the URL is not among the variation's videos.
     */
    delete: operations['removeVideo'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/videos/{skuId}/order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Reorder the videos of a variation
     * @description Lists every current URL once, in the new order.
     */
    put: operations['orderVideos'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/images/{skuId}/main': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Make one image of a variation its main image */
    put: operations['setMainImage'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/products/list/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Paged product search (HAL productApiDTOList)
     * @description Filters in the body; page, size and sort (externalId, title, createdAt, updatedAt) in the query.
     */
    post: operations['searchProducts'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/platforms': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Platforms the service publishes to, with the ad fields each one publishes */
    get: operations['listPlatforms'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/marketplaces': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The seller's marketplace accounts: where its ads can be published */
    get: operations['listMarketplaces'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/questions/MERCADO_LIVRE': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Buyers' questions on the seller's Mercado Livre items, newest first (UNANSWERED by default) */
    get: operations['listMercadoLivreQuestions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/questions/MERCADO_LIVRE/{questionId}/answer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Answers a buyer's question on Mercado Livre
     * @description The text goes to Mercado Livre as the seller's public answer (at most 2,000 characters). 404 for a question the seller does not have, 409 when it is no longer UNANSWERED, 422 with Mercado Livre's own words when it refuses the answer; nothing is stored then.
     */
    post: operations['answerMercadoLivreQuestion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/ads/list/byOriginSkuId': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The ads of up to 10 variations
     * @description More than 10 originSkuIds is 400.
     */
    get: operations['listAdsByOriginSkuIds'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/ads/full/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** AdGroupApiDTO: the group of an ad (parent or child id, URL-encoded) */
    get: operations['getAdGroup'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/ads/search/originSkuIds/{platform}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** originSkuIds whose ads on the platform match */
    post: operations['searchAdOriginSkuIds'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/ads/map/originSkuIds': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** adId → originSkuId; unknown ids are silently omitted */
    post: operations['mapAdOriginSkuIds'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/ads/obtain/originSkuIds': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** originSkuIds of the child variations of parent ads */
    post: operations['obtainChildOriginSkuIds'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/ads/association/byEan': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Attach the ads carrying an EAN to the variation carrying it
     * @description Matches any EAN of a list, main or secondary, on the ads and on the variations. The EAN must be a valid GTIN (400 invalid-ean-list); 404 when no variation or no ad carries it, 409 when several variations do, when two ads of one platform do (name one with `adId`) or when the variation already has an ad on that platform. The ads take the variation as origin and its values for the options they follow.
     */
    put: operations['associateAdsByEan'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/ads/titledescription/byOriginSkuId/{skuId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * An ad-specific title and description for a variation's ads
     * @description Takes TITLE (DESCRIPTION) out of the ads' updateOptions, so product changes and the title template no longer override them; enabling the option again makes them follow.
     */
    put: operations['setAdTitleDescription'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/ads/{id}/compatibilities': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List ad compatibility */
    get: operations['listAdCompatibility'];
    put?: never;
    /** Add a vehicle (make, model, year range, version) the ad fits */
    post: operations['addAdCompatibility'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/ads/{id}/compatibilities/{entryId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Remove ad compatibility */
    delete: operations['removeAdCompatibility'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/prices/bysku': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List price ("de") and sale price ("por") of one SKU, SKU-wide and per platform */
    get: operations['getPriceBySku'];
    /**
     * Set the SKU-wide list price of one SKU
     * @description Answers 202. Repeating the same value only updates lastModifiedDt: no event, no history entry, no channel push.
     */
    put: operations['putPriceBySku'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/prices/list/bysku': {
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
    put: operations['putPriceList'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/prices/floor/bysku': {
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
    get: operations['getPriceFloorBySku'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/prices/guard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The seller's profit guard: minimum margin, taxes, change factor and channel costs */
    get: operations['getPriceGuard'];
    /** Set the seller's profit guard (fields left out keep their value) */
    put: operations['putPriceGuard'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/prices/held': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Price changes the profit guard held, newest first (HAL heldPrices) */
    get: operations['listHeldPrices'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/prices/held/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One held price change, with its reason and floor */
    get: operations['getHeldPrice'];
    put?: never;
    post?: never;
    /** Drop a held price change: the price stays what it was */
    delete: operations['dropHeldPrice'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/prices/held/{id}/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Apply a held price change as it was sent, and push it to the channels */
    post: operations['confirmHeldPrice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/prices/parity': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The seller's parity rule across channels (null: none) */
    get: operations['getPriceParity'];
    /**
     * Set the seller's parity rule (rule: null removes it)
     * @description Keeps channel's price at or below the lowest price of the seller's other connected channels for the same SKU (or at most band above it), never below its floor. Apply it with POST …/parity/apply.
     */
    put: operations['putPriceParity'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/prices/parity/conflicts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** SKUs parity cannot bring into line without going below the floor (HAL parityConflicts) */
    get: operations['listPriceParityConflicts'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/prices/parity/apply': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Give the rule's channel a price in parity wherever the floor allows, through the profit guard */
    post: operations['applyPriceParity'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/prices/history': {
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
    get: operations['listPriceHistory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/prices/{platform}/{itemId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What a SKU (or an ad) costs on one platform
     * @description domainType PRODUCT (default): itemId is a skuId; AD: an adId on that platform.
     */
    get: operations['getPlatformPrice'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/prices/platforms/{itemId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Set the prices of one SKU (or ad) on named platforms
     * @description domainType PRODUCT (default): itemId is a skuId; AD: an adId, and every item must be for its platform.
     */
    put: operations['putPlatformPrices'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/promotions': {
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
    post: operations['createPromotion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/promotions/list/all': {
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
    get: operations['listPromotions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/promotions/list/search': {
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
    post: operations['searchPromotions'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/promotions/list/search/ids': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The same search, answering every matching id (newest first) */
    post: operations['searchPromotionIds'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/promotions/activate': {
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
    put: operations['activatePromotions'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/promotions/finish': {
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
    put: operations['finishPromotions'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/promotions/update/{promotionId}': {
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
    put: operations['updatePromotion'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/promotions/{promotionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One promotion */
    get: operations['getPromotion'];
    put?: never;
    post?: never;
    /** Remove a promotion that is not running (an ACTIVE one is 409: finish it first) */
    delete: operations['deletePromotion'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/promotions/{promotionId}/clone': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Copy a promotion: new id, INACTIVE (201) */
    post: operations['clonePromotion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/stock/{skuId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Units on hand of a SKU (V2, plain JSON) */
    get: operations['getStock'];
    /**
     * Set the units on hand of a SKU (V2: the DEFAULT warehouse)
     * @description Answers 202 with the stock as stored; every channel gets on hand − reserved − its buffer.
     */
    put: operations['putStock'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/stocks/list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Set many on-hand quantities at once (per SKU and warehouse)
     * @description Every item is checked first: a bad one is 400 naming `[index].field`, an unknown SKU 404; nothing is written.
     */
    put: operations['putStockList'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/stocks/buffers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Safety buffers per platform (for every SKU or one) */
    get: operations['listStockBuffers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/stocks/buffers/{platform}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Keep units off a platform so its slow sync cannot oversell
     * @description For one SKU (skuId) or every SKU. A SKU's own buffer beats the platform's; 0 exempts a SKU. Answers 202.
     */
    put: operations['putStockBuffer'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/stocks/{skuId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Stock of a SKU per warehouse, reserved, and available per platform */
    get: operations['getStockDetail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/stocks/{skuId}/warehouses/{warehouseId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Set the units on hand of a SKU in one warehouse */
    put: operations['putWarehouseStock'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/stocks/{skuId}/platforms/{platform}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What one platform may sell of a SKU */
    get: operations['getPlatformStock'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/quotes/{sellerId}/{postalCode}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Quote freight for a cart from the seller's carriers (public)
     * @description No token: the seller comes from the path. 400 for a postal code that is not 8 digits, qty ≤ 0 or no quotationItems; 404 for a skuId the seller does not have or a SKU without weight or dimensions; 422 when the postal code is in a region no carrier of the seller serves; 200 with `shippingQuotes: []` when it is in no region, the cart is heavier than every band, or the region's carriers are deactivated. Answers are cached 5 minutes per cart and postal code (own-table answers from the second asking, answers with an outside source from the first). The explanation of a quote is for the seller only: POST /bffweb/freight/quotes/{postalCode}?explain=true. 429 with Retry-After past 10 quotes a second (bursts of 20) per seller and caller address, or when the seller's quote URL or carrier contracts were asked as often.
     */
    post: operations['quoteFreight'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/orders/{orderId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An order with its financials and profitability */
    get: operations['getOrder'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/orders/{orderId}/invoice': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The invoice attached to an order */
    get: operations['getOrderInvoice'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/orders/list/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Paged order search by status, platform, creation dates and SKU */
    post: operations['searchOrders'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/orders/queue/{status}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The oldest unconfirmed orders that reached a status (the same batch until confirmed)
     * @description HAL `_embedded.orderApiDTOList`, or a plain array with `Accept: application/json`. The batch id is in `X-Queue-Batch-Id`. A queue is read from its head: `page.number` is always 0, `page.size` the batch size asked for and `page.totalElements` every unconfirmed order of the queue, this batch included.
     */
    get: operations['pollOrderQueue'];
    put?: never;
    post?: never;
    /** Confirms queued orders: the ids in the body, the batch `batchId`, or the batch handed out last */
    delete: operations['confirmOrderQueue'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/orders/paid/{orderId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Marks an order paid, on the channel too */
    put: operations['markOrderPaid'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/orders/invoiced/{orderId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Attaches the invoice and marks the order invoiced, on the channel too */
    put: operations['markOrderInvoiced'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/orders/invoiced/{orderId}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Cancels an invoiced order's invoice, on the channel too; the order is PAID again
     * @description Only an INVOICED order; 409 invalid-order-transition otherwise. The canceled invoice stays on the order with `canceledAt` and `cancelReason` until another is attached with `PUT /integration/orders/invoiced/{orderId}`. Repeating the call answers the order unchanged.
     */
    put: operations['cancelOrderInvoice'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/orders/{orderId}/tracking': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Sets the carrier's tracking of a parcel the seller sent
     * @description For a parcel the seller sends with a carrier of their own, on a channel whose logistics do not track it (ORD-33): an INVOICED order becomes SHIPPED (order.OrderShipped, its stock no longer held); a SHIPPED or SHIPMENT_EXCEPTION order has its tracking corrected. Any other status answers 409 invalid-order-transition; an order of a channel whose logistics track the parcel (Mercado Livre's) answers 409 tracking-by-channel. A channel that must be told the tracking (Amazon, for orders the seller fulfils) is told first: its refusal answers 422 channel-refused with the channel's reason and leaves the order as it was. The same tracking again answers the order unchanged.
     */
    put: operations['setOrderTracking'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/orders/cancel/{orderId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Cancels an order on the channel and releases its stock */
    put: operations['cancelOrder'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/sandbox/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Creates an order on a sandbox channel (sandbox sellers only)
     * @description The channel profile fills what the body leaves out (commission, fees, escrow…). 201 with the order; 200 with the stored one when `marketplaceOrderId` repeats. A channel that splits orders answers the first part.
     */
    post: operations['createSandboxOrder'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/sandbox/orders/{orderId}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Plays the sandbox channel reporting shipped, delivered, concluded, returned or a delivery exception */
    put: operations['reportSandboxOrderStatus'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/tags/group/{platform}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Starts label generation for a set of orders (202: taken, not ready) */
    post: operations['requestLabelGroup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/tags/{groupId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A label group: its status and packages (label link or refusal reason) */
    get: operations['getLabelGroup'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/tags/{groupId}/labels/{packageId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The label file of a package (ZPL or PDF) */
    get: operations['downloadLabel'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/reconciliation/totals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Per channel, over the orders created in the period: expected, received, difference and money not yet released; and which connected channels report settlements */
    get: operations['reconciliationTotals'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/reconciliation/differences': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The orders whose money differs from what the sale promised or is held past its release date (or those of one status), the largest difference first */
    get: operations['listReconciliationDifferences'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/reconciliation/orders/{orderId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One order's reconciliation, line by line, with its evidence: each settlement the channel reported, its charges in the channel's own words */
    get: operations['getOrderReconciliation'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/reconciliation/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One channel's differences in the period as CSV, in the shape a dispute with the channel needs (Portuguese headers) */
    get: operations['exportReconciliationDifferences'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/notifications/missed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Webhook notifications every attempt failed for, kept 30 days */
    get: operations['listMissedNotifications'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/integration/notifications/missed/resend': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send missed notifications again, by ids or by a window of event time */
    post: operations['resendMissedNotifications'];
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
  createProduct: {
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
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
  getProduct: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description externalId, URL-encoded */
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
            }[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
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
  replaceProduct: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description externalId, URL-encoded */
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
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
  getVariation: {
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
  patchVariation: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        skuId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Seller's code */
          sku?: string;
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
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
  getProductBySkuId: {
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
            }[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
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
  resolveSku: {
    parameters: {
      query: {
        sku: string;
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
            sku: string;
            skuId: string;
            productId: string;
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
  listBrands: {
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
              brandApiDTOList: {
                id: string;
                name: string;
                mappings: {
                  [key: string]: string;
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
    };
  };
  createBrand: {
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
          /** @description Brand name per marketplace code, e.g. {"MERCADO_LIVRE": "Acme Oficial"} */
          mappings?: {
            [key: string]: string;
          };
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
            mappings: {
              [key: string]: string;
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
  getBrand: {
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
            name: string;
            mappings: {
              [key: string]: string;
            };
            createdAt: string;
            updatedAt: string;
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
  updateBrand: {
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
          /** @description Brand name per marketplace code, e.g. {"MERCADO_LIVRE": "Acme Oficial"} */
          mappings?: {
            [key: string]: string;
          };
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
            mappings: {
              [key: string]: string;
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
  listCategories: {
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
              categoryApiDTOList: {
                id: string;
                name: string;
                parentId: string | null;
                path: string[];
                /** @description Child categories, of this same shape */
                children: unknown[];
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
  createCategory: {
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
          parentId?: string | null;
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
        };
      };
    };
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
  getCategory: {
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
            name: string;
            parentId: string | null;
            path: string[];
            /** @description Child categories, of this same shape */
            children: unknown[];
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
  listAttributes: {
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
              attributeApiDTOList: {
                id: string;
                name: string;
                /** @enum {string} */
                type: 'TEXT' | 'NUMBER' | 'BOOLEAN' | 'LIST';
                allowedValues?: string[];
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
  createAttribute: {
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
          /** @enum {string} */
          type: 'TEXT' | 'NUMBER' | 'BOOLEAN' | 'LIST';
          allowedValues?: string[];
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
            type: 'TEXT' | 'NUMBER' | 'BOOLEAN' | 'LIST';
            allowedValues?: string[];
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
  getAttribute: {
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
            name: string;
            /** @enum {string} */
            type: 'TEXT' | 'NUMBER' | 'BOOLEAN' | 'LIST';
            allowedValues?: string[];
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
  listImages: {
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
              imageApiDTOList: {
                skuId: string;
                sku: string;
                productId: string;
                images: {
                  /**
                   * Format: uri
                   * @description An http or https URL
                   */
                  url: string;
                  main?: boolean;
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
  getImages: {
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
            productId: string;
            images: {
              /**
               * Format: uri
               * @description An http or https URL
               */
              url: string;
              main?: boolean;
            }[];
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
  replaceImages: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        skuId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          images: {
            /**
             * Format: uri
             * @description An http or https URL
             */
            url: string;
            main?: boolean;
          }[];
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
  addImage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        skuId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * Format: uri
           * @description An http or https URL
           */
          url: string;
          main?: boolean;
          position?: number;
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
  removeImage: {
    parameters: {
      query: {
        /** @description An http or https URL */
        url: string;
      };
      header?: never;
      path: {
        skuId: string;
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
  orderImages: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        skuId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          urls: string[];
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
  listVideos: {
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
              videoApiDTOList: {
                skuId: string;
                sku: string;
                productId: string;
                videos: {
                  /**
                   * Format: uri
                   * @description An http or https URL
                   */
                  url: string;
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
  getVideos: {
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
            productId: string;
            videos: {
              /**
               * Format: uri
               * @description An http or https URL
               */
              url: string;
            }[];
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
  replaceVideos: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        skuId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          videos: {
            /**
             * Format: uri
             * @description An http or https URL
             */
            url: string;
          }[];
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
  addVideo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        skuId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * Format: uri
           * @description An http or https URL
           */
          url: string;
          position?: number;
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
  removeVideo: {
    parameters: {
      query: {
        /** @description An http or https URL */
        url: string;
      };
      header?: never;
      path: {
        skuId: string;
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
  orderVideos: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        skuId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          urls: string[];
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
  setMainImage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        skuId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /**
           * Format: uri
           * @description An http or https URL
           */
          url: string;
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
  searchProducts: {
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
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
                }[];
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
  listPlatforms: {
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
  listMarketplaces: {
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
              marketplaceApiDTOList: {
                id: string;
                platform: string;
                accountId?: string;
                /** @enum {string} */
                status: 'CONNECTED' | 'DISCONNECTED' | 'NEEDS_ATTENTION';
                statusReason?: string;
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
    };
  };
  listMercadoLivreQuestions: {
    parameters: {
      query?: {
        /** @description 0-based page number, at most 2147483647 */
        page?: number;
        /** @description Page size (default 20): 0 is read as 1, more than 200 as 200 */
        size?: number;
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
            _embedded: {
              questionApiDTOList: {
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
  answerMercadoLivreQuestion: {
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
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
  listAdsByOriginSkuIds: {
    parameters: {
      query: {
        /** @description Comma-separated skuIds, at most 10 */
        originSkuIds: string;
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
  getAdGroup: {
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
  searchAdOriginSkuIds: {
    parameters: {
      query?: never;
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
          onlySimple?: boolean;
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
  mapAdOriginSkuIds: {
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
            [key: string]: string;
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
  obtainChildOriginSkuIds: {
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
  associateAdsByEan: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ean: string;
          /** @description Only ads on this platform */
          platform?: string;
          /** @description Only this ad */
          adId?: string;
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
            skuId: string;
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
  setAdTitleDescription: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        skuId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title?: string;
          description?: string;
          /** @description Only the ad on this platform */
          platform?: string;
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
  listAdCompatibility: {
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
            adId: string;
            make: string;
            model: string;
            yearFrom: number;
            yearTo: number;
            version?: string;
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
  addAdCompatibility: {
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
          make: string;
          model: string;
          yearFrom: number;
          yearTo: number;
          version?: string;
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
            adId: string;
            make: string;
            model: string;
            yearFrom: number;
            yearTo: number;
            version?: string;
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
  removeAdCompatibility: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        entryId: string;
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
  getPriceBySku: {
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
  putPriceBySku: {
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
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
  putPriceList: {
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
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
  getPriceFloorBySku: {
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
  getPriceGuard: {
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
  putPriceGuard: {
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
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
  listHeldPrices: {
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
  getHeldPrice: {
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
  dropHeldPrice: {
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
  confirmHeldPrice: {
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
  getPriceParity: {
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
  putPriceParity: {
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
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
  listPriceParityConflicts: {
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
  applyPriceParity: {
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
  listPriceHistory: {
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
  getPlatformPrice: {
    parameters: {
      query?: {
        /** @description PRODUCT (default): itemId is a skuId; AD: an adId */
        domainType?: 'PRODUCT' | 'AD';
      };
      header?: never;
      path: {
        platform: string;
        itemId: string;
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
            adId?: string;
            platform: string;
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
            lastModifiedDt: string;
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
  putPlatformPrices: {
    parameters: {
      query?: {
        /** @description PRODUCT (default): itemId is a skuId; AD: an adId */
        domainType?: 'PRODUCT' | 'AD';
      };
      header?: never;
      path: {
        itemId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Platform code (marketplace) */
          platform: string;
          /** @description BRL; rounded half-up to two places */
          value: number;
          /**
           * @description DEFAULT (list price) or PROMOTION
           * @enum {string}
           */
          priceType?: 'DEFAULT' | 'PROMOTION';
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
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
  createPromotion: {
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
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
  listPromotions: {
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
  searchPromotions: {
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
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
  searchPromotionIds: {
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
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
  activatePromotions: {
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
  finishPromotions: {
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
  updatePromotion: {
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
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
  getPromotion: {
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
  deletePromotion: {
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
  clonePromotion: {
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
  getStock: {
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
            /** @description Units on hand over every warehouse */
            stock: number;
            /** @description Last write; null when never written */
            updatedAt: string | null;
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
  putStock: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        skuId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Units on hand */
          stock: number;
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
            skuId: string;
            /** @description Units on hand over every warehouse */
            stock: number;
            /** @description Last write; null when never written */
            updatedAt: string | null;
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
  putStockList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          sku?: string;
          skuId?: string;
          warehouseId?: string;
          /** @description Units on hand in the warehouse (DEFAULT when not given) */
          stock: number;
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
    };
  };
  listStockBuffers: {
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
            /** @description null: every SKU */
            skuId: string | null;
            buffer: number;
            updatedAt?: string;
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
  putStockBuffer: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        platform: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description Units kept off the platform */
          buffer: number;
          /** @description One SKU; absent: every SKU of the seller */
          skuId?: string;
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
            platform: string;
            /** @description null: every SKU */
            skuId: string | null;
            buffer: number;
            updatedAt?: string;
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
  getStockDetail: {
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
  putWarehouseStock: {
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
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
  getPlatformStock: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        skuId: string;
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
            skuId: string;
            platform: string;
            onHand: number;
            reserved: number;
            /** @description Safety buffer kept off this platform */
            buffer: number;
            /** @description on hand − reserved − buffer, at least 0 */
            available: number;
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
  quoteFreight: {
    parameters: {
      query?: {
        /** @description Add how each carrier was quoted */
        explain?: boolean;
      };
      header?: never;
      path: {
        sellerId: string;
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
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
  getOrder: {
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
  getOrderInvoice: {
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
  searchOrders: {
    parameters: {
      query?: {
        /** @description 0-based page number, at most 2147483647 */
        page?: number;
        /** @description Page size (default 20): 0 is read as 1, more than 200 as 200 */
        size?: number;
        /** @description `field,asc` or `field,desc` (e.g. `createdAt,desc`); field one of createdAt, updatedAt */
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
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
  pollOrderQueue: {
    parameters: {
      query?: {
        /** @description Batch size (default 50) */
        size?: number;
      };
      header?: never;
      path: {
        /** @description API enum (any case) or Portuguese label (any case, accents optional), e.g. PAID or Pago */
        status: string;
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
          'application/json':
            | {
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
                _links: {
                  [key: string]: {
                    href: string;
                  };
                };
              }
            | {
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
  confirmOrderQueue: {
    parameters: {
      query?: {
        /** @description Confirm this batch */
        batchId?: string;
      };
      header?: never;
      path: {
        /** @description API enum (any case) or Portuguese label (any case, accents optional), e.g. PAID or Pago */
        status: string;
      };
      cookie?: never;
    };
    /** @description Order ids to confirm; without a body, the batch handed out last */
    requestBody: {
      content: {
        'application/json': string[] | null;
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
            confirmed: number;
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
  markOrderPaid: {
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
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
  markOrderInvoiced: {
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
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
  cancelOrderInvoice: {
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
          /** @description Why the invoice is canceled (15 to 255 characters, as the tax authority asks) */
          reason: string;
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
  setOrderTracking: {
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
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
  cancelOrder: {
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
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
  createSandboxOrder: {
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
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
  reportSandboxOrderStatus: {
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
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
  requestLabelGroup: {
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
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
  getLabelGroup: {
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
  downloadLabel: {
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
  reconciliationTotals: {
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
  listReconciliationDifferences: {
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
  getOrderReconciliation: {
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
  exportReconciliationDifferences: {
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
  listMissedNotifications: {
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
  resendMissedNotifications: {
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
          /** @description Ignored: the seller is the one of the access token. */
          sellerId?: string;
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
}
