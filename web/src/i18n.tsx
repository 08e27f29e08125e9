import { adOptions as adOptionsPt } from './locales/pt/adOptions';
import { ads as adsPt } from './locales/pt/ads';
import { apps as appsPt } from './locales/pt/apps';
import { audit as auditPt } from './locales/pt/audit';
import { carrierSource as carrierSourcePt } from './locales/pt/carrierSource';
import { catalog as catalogPt } from './locales/pt/catalog';
import { catalogIo as catalogIoPt } from './locales/pt/catalogIo';
import { common as commonPt } from './locales/pt/common';
import { dashboard as dashboardPt } from './locales/pt/dashboard';
import { eanReasons as eanReasonsPt } from './locales/pt/eanReasons';
import { importReasons as importReasonsPt } from './locales/pt/importReasons';
import { freight as freightPt } from './locales/pt/freight';
import { marketplaces as marketplacesPt } from './locales/pt/marketplaces';
import { money as moneyPt } from './locales/pt/money';
import { nav as navPt } from './locales/pt/nav';
import { reconciliation as reconciliationPt } from './locales/pt/reconciliation';
import { reports as reportsPt } from './locales/pt/reports';
import { orders as ordersPt } from './locales/pt/orders';
import { orderWork as orderWorkPt } from './locales/pt/orderWork';
import { priceFormation as priceFormationPt } from './locales/pt/priceFormation';
import { prices as pricesPt } from './locales/pt/prices';
import { problems as problemsPt } from './locales/pt/problems';
import { product as productPt } from './locales/pt/product';
import { promotions as promotionsPt } from './locales/pt/promotions';
import { sellerDates as sellerDatesPt } from './locales/pt/sellerDates';
import { validation as validationPt } from './locales/pt/validation';
import { webhooks as webhooksPt } from './locales/pt/webhooks';
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
  reconciliation: reconciliationPt,
  reports: reportsPt,
  sellerDates: sellerDatesPt,
  validation: validationPt,
  webhooks: webhooksPt,
};

export type Dict = typeof pt;

/**
 * Portuguese ships with the first page; English is its own chunk, fetched when a user picks it (or had picked it),
 * which keeps the first load within its budget (docs/decisions.md WEB-85).
 */
async function dictionaryOf(lang: Lang): Promise<Dict> {
  return lang === 'en' ? (await import('./i18n-en')).en : pt;
}

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
  const [shown, setShown] = useState<{ lang: Lang; t: Dict } | null>(() =>
    initialLang() === 'pt-BR' ? { lang: 'pt-BR', t: pt } : null,
  );
  useEffect(() => {
    if (shown) return;
    const lang = initialLang();
    void dictionaryOf(lang).then((t) => setShown({ lang, t }));
  }, [shown]);
  const value = useMemo<I18n | null>(
    () =>
      shown && {
        lang: shown.lang,
        t: shown.t,
        setLang(next) {
          localStorage.setItem('feira.lang', next);
          // The page keeps its language until the other one has arrived: no blank screen between.
          void dictionaryOf(next).then((t) => setShown({ lang: next, t }));
        },
      },
    [shown],
  );
  useEffect(() => {
    if (shown) document.documentElement.lang = shown.lang;
  }, [shown]);
  // Only a user who chose English waits, once, for its chunk before the first paint.
  if (!value) return null;
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside I18nProvider');
  return value;
}
