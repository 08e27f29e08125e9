import type { Dict } from './i18n';
import { adOptions as adOptionsEn } from './locales/en/adOptions';
import { ads as adsEn } from './locales/en/ads';
import { audit as auditEn } from './locales/en/audit';
import { apps as appsEn } from './locales/en/apps';
import { carrierSource as carrierSourceEn } from './locales/en/carrierSource';
import { catalog as catalogEn } from './locales/en/catalog';
import { catalogIo as catalogIoEn } from './locales/en/catalogIo';
import { common as commonEn } from './locales/en/common';
import { dashboard as dashboardEn } from './locales/en/dashboard';
import { eanReasons as eanReasonsEn } from './locales/en/eanReasons';
import { importReasons as importReasonsEn } from './locales/en/importReasons';
import { freight as freightEn } from './locales/en/freight';
import { marketplaces as marketplacesEn } from './locales/en/marketplaces';
import { money as moneyEn } from './locales/en/money';
import { nav as navEn } from './locales/en/nav';
import { reconciliation as reconciliationEn } from './locales/en/reconciliation';
import { reports as reportsEn } from './locales/en/reports';
import { orderWork as orderWorkEn } from './locales/en/orderWork';
import { orders as ordersEn } from './locales/en/orders';
import { priceFormation as priceFormationEn } from './locales/en/priceFormation';
import { prices as pricesEn } from './locales/en/prices';
import { problems as problemsEn } from './locales/en/problems';
import { product as productEn } from './locales/en/product';
import { promotions as promotionsEn } from './locales/en/promotions';
import { sellerDates as sellerDatesEn } from './locales/en/sellerDates';
import { validation as validationEn } from './locales/en/validation';
import { webhooks as webhooksEn } from './locales/en/webhooks';

/** The English texts, loaded on demand by i18n.tsx. */
export const en: Dict = {
  ...commonEn,
  adOptions: adOptionsEn,
  ads: adsEn,
  apps: appsEn,
  audit: auditEn,
  carrierSource: carrierSourceEn,
  catalog: catalogEn,
  catalogIo: catalogIoEn,
  dashboard: dashboardEn,
  eanReasons: eanReasonsEn,
  importReasons: importReasonsEn,
  freight: freightEn,
  marketplaces: marketplacesEn,
  money: moneyEn,
  nav: navEn,
  orders: ordersEn,
  orderWork: orderWorkEn,
  priceFormation: priceFormationEn,
  prices: pricesEn,
  problems: problemsEn,
  product: productEn,
  promotions: promotionsEn,
  reconciliation: reconciliationEn,
  reports: reportsEn,
  sellerDates: sellerDatesEn,
  validation: validationEn,
  webhooks: webhooksEn,
};
