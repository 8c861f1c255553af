import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { RouterProvider, createMemoryRouter, type InitialEntry } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from '../app/queryClient';
import { appRoutes } from '../app/routes';
import { theme } from '../app/theme';

/** Renders the real route table at `entry`, as the app does but in memory. */
export function renderRoute(
  entry: InitialEntry,
  options: { strict?: boolean; fakeTimers?: boolean } = {},
) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(appRoutes, { initialEntries: [entry] });
  const ui = (
    <QueryClientProvider client={queryClient}>
      {/* No global classes: jsdom has no media queries, so visibleFrom would hide everything. */}
      <MantineProvider theme={theme} env="test" withGlobalClasses={false}>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>
  );
  // With fake timers, user-event's own delays must go through them too.
  const user = userEvent.setup(
    options.fakeTimers ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {},
  );
  render(options.strict ? <StrictMode>{ui}</StrictMode> : ui);
  return { router, queryClient, user, path: () => router.state.location.pathname };
}
