import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { AppShell, Burger, Button, Center, Group, NavLink, SegmentedControl, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { loginUrl, logout, type Session } from './api';
import { sessionQuery } from './boot';
import { useI18n } from './i18n';
import { navigate, usePath } from './router';
import { ErrorState, Loading, NotFound } from './states';
import { DashboardPage } from './pages/Dashboard';
import { MarketplacesPage } from './pages/Marketplaces';
// Freight and price formation are big, seldom-visited pages: loaded when opened, out of the initial bundle.
// The catalog and ads lists load on first visit too, keeping the first load to the dashboard.
const CatalogPage = lazy(() => import('./pages/Catalog').then((m) => ({ default: m.CatalogPage })));
const AdsPage = lazy(() => import('./pages/Ads').then((m) => ({ default: m.AdsPage })));
const FreightPage = lazy(() => import('./pages/Freight').then((m) => ({ default: m.FreightPage })));
const PriceFormationPage = lazy(() =>
  import('./pages/PriceFormation').then((m) => ({ default: m.PriceFormationPage })),
);
// Orders and webhooks too (~16 KB gzip with the drawer, tabs and multi-select they use).
const OrdersPage = lazy(() => import('./pages/Orders').then((m) => ({ default: m.OrdersPage })));
const PickingListPage = lazy(() =>
  import('./pages/PickingList').then((m) => ({ default: m.PickingListPage })),
);
const WebhooksPage = lazy(() => import('./pages/Webhooks').then((m) => ({ default: m.WebhooksPage })));
// Apps and access: visited once in a while, when an integration is set up or revoked.
const AppsPage = lazy(() => import('./pages/Apps').then((m) => ({ default: m.AppsPage })));
// Prices and promotions: history, promotion editor and eligibility builder, opened by pricing analysts.
const ProductPage = lazy(() =>
  import('./pages/product/ProductPage').then((m) => ({ default: m.ProductPage })),
);
const PricesPage = lazy(() => import('./pages/Prices').then((m) => ({ default: m.PricesPage })));
// Reports: opened to look back over weeks of sales, with their own chart.
const ReportsPage = lazy(() => import('./pages/Reports').then((m) => ({ default: m.ReportsPage })));
// Reconciliation: opened when the channels' payouts are checked, with its own evidence drawer.
const ReconciliationPage = lazy(() =>
  import('./pages/Reconciliation').then((m) => ({ default: m.ReconciliationPage })),
);
// The change history: read when something changed and someone asks who did it.
const ChangeHistoryPage = lazy(() =>
  import('./pages/ChangeHistory').then((m) => ({ default: m.ChangeHistoryPage })),
);

type NavKey = keyof ReturnType<typeof useI18n>['t']['nav'];

const pages: { path: string; key: NavKey }[] = [
  { path: '/', key: 'dashboard' },
  { path: '/catalog', key: 'catalog' },
  { path: '/ads', key: 'ads' },
  { path: '/prices', key: 'prices' },
  { path: '/price-formation', key: 'priceFormation' },
  { path: '/orders', key: 'orders' },
  { path: '/freight', key: 'freight' },
  { path: '/webhooks', key: 'webhooks' },
  { path: '/apps', key: 'apps' },
  { path: '/marketplaces', key: 'marketplaces' },
  { path: '/reports', key: 'reports' },
  { path: '/reconciliation', key: 'reconciliation' },
  { path: '/changes', key: 'changes' },
];

const PRODUCT_PREFIX = '/catalog/';
const PICKING_PATH = '/orders/picking';

/** The menu entry a path belongs to: a product page is under the catalog. */
const entryOf = (path: string) =>
  pages.find(
    (p) =>
      p.path === (path.startsWith(PRODUCT_PREFIX) ? '/catalog' : path === PICKING_PATH ? '/orders' : path),
  );

function pageFor(path: string): ReactNode {
  if (path.startsWith(PRODUCT_PREFIX)) {
    const productId = decodeURIComponent(path.slice(PRODUCT_PREFIX.length));
    return (
      <Suspense fallback={<Loading />}>
        <ProductPage key={productId} productId={productId} />
      </Suspense>
    );
  }
  switch (path) {
    case '/':
      return <DashboardPage />;
    case '/marketplaces':
      return <MarketplacesPage />;
    case '/catalog':
      return (
        <Suspense fallback={<Loading />}>
          <CatalogPage />
        </Suspense>
      );
    case '/ads':
      return (
        <Suspense fallback={<Loading />}>
          <AdsPage />
        </Suspense>
      );
    case '/orders':
      return (
        <Suspense fallback={<Loading />}>
          <OrdersPage />
        </Suspense>
      );
    case PICKING_PATH:
      return (
        <Suspense fallback={<Loading />}>
          <PickingListPage />
        </Suspense>
      );
    case '/webhooks':
      return (
        <Suspense fallback={<Loading />}>
          <WebhooksPage />
        </Suspense>
      );
    case '/prices':
      return (
        <Suspense fallback={<Loading />}>
          <PricesPage />
        </Suspense>
      );
    case '/apps':
      return (
        <Suspense fallback={<Loading />}>
          <AppsPage />
        </Suspense>
      );
    case '/freight':
      return (
        <Suspense fallback={<Loading />}>
          <FreightPage />
        </Suspense>
      );
    case '/reports':
      return (
        <Suspense fallback={<Loading />}>
          <ReportsPage />
        </Suspense>
      );
    case '/reconciliation':
      return (
        <Suspense fallback={<Loading />}>
          <ReconciliationPage />
        </Suspense>
      );
    case '/changes':
      return (
        <Suspense fallback={<Loading />}>
          <ChangeHistoryPage />
        </Suspense>
      );
    case '/price-formation':
      return (
        <Suspense fallback={<Loading />}>
          <PriceFormationPage />
        </Suspense>
      );
    default:
      return <NotFound />;
  }
}

export function App() {
  const { lang } = useI18n();
  const session = useQuery(sessionQuery);

  useEffect(() => {
    // No session: the service's own login page, which comes back to the admin once logged in.
    // The address opened (a deep link) is where the login comes back to.
    if (session.data === null) {
      window.location.assign(loginUrl(lang, window.location.pathname + window.location.search));
    }
  }, [session.data, lang]);

  if (session.isPending || session.data === null) {
    return (
      <Center h="100vh">
        <Loading />
      </Center>
    );
  }
  if (session.isError) {
    return (
      <Center h="100vh" p="md">
        <ErrorState error={session.error} onRetry={() => void session.refetch()} />
      </Center>
    );
  }
  return <Shell session={session.data} />;
}

function Shell({ session }: { session: Session }) {
  const { t, lang, setLang } = useI18n();
  const [opened, { toggle, close }] = useDisclosure();
  const path = usePath();
  const queryClient = useQueryClient();
  const known = entryOf(path);
  const title = known ? t.nav[known.key] : t.notFoundTitle;

  useEffect(() => {
    document.title = `${title} · ${t.appName}`;
  }, [title, t.appName]);

  const signOut = async () => {
    await logout().catch(() => undefined);
    queryClient.clear();
    window.location.assign(loginUrl(lang));
  };

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t.menu} />
            <Text fw={700} size="lg" c="teal.9">
              {t.appName}
            </Text>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <SegmentedControl
              size="xs"
              aria-label={t.language}
              value={lang}
              onChange={(value) => setLang(value)}
              data={[
                { value: 'pt-BR', label: 'PT' },
                { value: 'en', label: 'EN' },
              ]}
            />
            <Text size="sm" c="dimmed" visibleFrom="md" data-testid="session-user">
              {t.loggedInAs} {session.email ?? session.userId}
            </Text>
            <Button size="xs" variant="default" onClick={() => void signOut()}>
              {t.logout}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Menu">
        <nav>
          {pages.map((page) => (
            <NavLink
              key={page.path}
              href={page.path}
              label={t.nav[page.key]}
              active={page.path === known?.path}
              aria-current={page.path === path ? 'page' : undefined}
              onClick={(event) => {
                event.preventDefault();
                navigate(page.path);
                close();
              }}
            />
          ))}
        </nav>
      </AppShell.Navbar>
      <AppShell.Main>{known ? pageFor(path) : <NotFound />}</AppShell.Main>
    </AppShell>
  );
}
