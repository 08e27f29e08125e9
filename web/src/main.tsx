import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider, createTheme, type CSSVariablesResolver } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import '@mantine/core/styles.css';
import './admin.css';
import { ApiError } from './api';
import { I18nProvider } from './i18n';
import { App } from './App';
import { startFirstReads } from './boot';

// Darker shades than Mantine's defaults: text and buttons keep a WCAG AA contrast (4.5:1) on white.
const theme = createTheme({ primaryColor: 'teal', primaryShade: 9, defaultRadius: 'md' });
const resolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    // Placeholders drawn as text (the file input's) are judged for contrast like any text.
    '--mantine-color-placeholder': '#697077',
    // Field errors (message and the invalid input's text) in a red that keeps 4.5:1 on white.
    '--mantine-color-error': '#c92a2a',
    // Text of the light variants (active menu item, badges, light buttons, alerts) on their tinted backgrounds.
    '--mantine-color-teal-light-color': '#066649',
    '--mantine-color-gray-light-color': '#343a40',
    '--mantine-color-yellow-light-color': '#7a4d00',
    '--mantine-color-red-light-color': '#a61e1e',
    '--mantine-color-blue-light-color': '#1864ab',
  },
  dark: {},
});

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      // A 4xx will not get better by asking again.
      retry: (failures, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
    },
  },
});

startFirstReads(queryClient, window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={resolver}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider>
          <App />
        </I18nProvider>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
