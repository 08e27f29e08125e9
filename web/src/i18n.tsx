import { adOptions as adOptionsPt } from './locales/pt/adOptions';
import { adOptions as adOptionsEn } from './locales/en/adOptions';
import { ads as adsPt } from './locales/pt/ads';
import { ads as adsEn } from './locales/en/ads';
import { apps as appsPt } from './locales/pt/apps';
import { audit as auditPt } from './locales/pt/audit';
import { audit as auditEn } from './locales/en/audit';
import { apps as appsEn } from './locales/en/apps';
import { carrierSource as carrierSourcePt } from './locales/pt/carrierSource';
import { carrierSource as carrierSourceEn } from './locales/en/carrierSource';
import { catalog as catalogPt } from './locales/pt/catalog';
import { catalog as catalogEn } from './locales/en/catalog';
import { catalogIo as catalogIoPt } from './locales/pt/catalogIo';
import { catalogIo as catalogIoEn } from './locales/en/catalogIo';
import { common as commonPt } from './locales/pt/common';
import { common as commonEn } from './locales/en/common';
import { dashboard as dashboardPt } from './locales/pt/dashboard';
import { dashboard as dashboardEn } from './locales/en/dashboard';
import { eanReasons as eanReasonsPt } from './locales/pt/eanReasons';
import { eanReasons as eanReasonsEn } from './locales/en/eanReasons';
import { importReasons as importReasonsPt } from './locales/pt/importReasons';
import { importReasons as importReasonsEn } from './locales/en/importReasons';
import { freight as freightPt } from './locales/pt/freight';
import { freight as freightEn } from './locales/en/freight';
import { marketplaces as marketplacesPt } from './locales/pt/marketplaces';
import { marketplaces as marketplacesEn } from './locales/en/marketplaces';
import { money as moneyPt } from './locales/pt/money';
import { money as moneyEn } from './locales/en/money';
import { nav as navPt } from './locales/pt/nav';
import { nav as navEn } from './locales/en/nav';
import { reports as reportsPt } from './locales/pt/reports';
import { reports as reportsEn } from './locales/en/reports';
import { orders as ordersPt } from './locales/pt/orders';
import { orderWork as orderWorkPt } from './locales/pt/orderWork';
import { orderWork as orderWorkEn } from './locales/en/orderWork';
import { orders as ordersEn } from './locales/en/orders';
import { priceFormation as priceFormationPt } from './locales/pt/priceFormation';
import { priceFormation as priceFormationEn } from './locales/en/priceFormation';
import { prices as pricesPt } from './locales/pt/prices';
import { prices as pricesEn } from './locales/en/prices';
import { problems as problemsPt } from './locales/pt/problems';
import { problems as problemsEn } from './locales/en/problems';
import { product as productPt } from './locales/pt/product';
import { product as productEn } from './locales/en/product';
import { promotions as promotionsPt } from './locales/pt/promotions';
import { promotions as promotionsEn } from './locales/en/promotions';
import { sellerDates as sellerDatesPt } from './locales/pt/sellerDates';
import { sellerDates as sellerDatesEn } from './locales/en/sellerDates';
import { validation as validationPt } from './locales/pt/validation';
import { validation as validationEn } from './locales/en/validation';
import { webhooks as webhooksPt } from './locales/pt/webhooks';
import { webhooks as webhooksEn } from './locales/en/webhooks';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

export type Lang = 'pt-BR' | 'en';

/** Each area's texts live in web/src/locales/<language>/<area>.ts; the loose shell texts are spread from common.ts. */
const pt = {
  ...commonPt,
  adOptions: adOptionsPt,
  ads: adsPt,
  apps: appsPt,
  audit: auditPt,
  carrierSource: carrierSourcePt,
  catalog: catalogPt,
  catalogIo: catalogIoPt,
  dashboard: dashboardPt,
  eanReasons: eanReasonsPt,
  importReasons: importReasonsPt,
  freight: freightPt,
  marketplaces: marketplacesPt,
  money: moneyPt,
  nav: navPt,
  orders: ordersPt,
  orderWork: orderWorkPt,
  priceFormation: priceFormationPt,
  prices: pricesPt,
  problems: problemsPt,
  product: productPt,
  promotions: promotionsPt,
  reports: reportsPt,
  sellerDates: sellerDatesPt,
  validation: validationPt,
  webhooks: webhooksPt,
};

export type Dict = typeof pt;

const en: Dict = {
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
  reports: reportsEn,
  sellerDates: sellerDatesEn,
  validation: validationEn,
  webhooks: webhooksEn,
};

const dictionaries: Record<Lang, Dict> = { 'pt-BR': pt, en };

interface I18n {
  lang: Lang;
  t: Dict;
  setLang(lang: Lang): void;
}

const I18nContext = createContext<I18n | null>(null);

function initialLang(): Lang {
  const stored = localStorage.getItem('feira.lang');
  return stored === 'en' || stored === 'pt-BR' ? stored : 'pt-BR';
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const [lang, setLangState] = useState<Lang>(initialLang);
  const value = useMemo<I18n>(
    () => ({
      lang,
      t: dictionaries[lang],
      setLang(next) {
        localStorage.setItem('feira.lang', next);
        document.documentElement.lang = next;
        setLangState(next);
      },
    }),
    [lang],
  );
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}
