import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createHashRouter } from 'react-router';
// The DOM build of the provider: it flushes navigations with react-dom's flushSync.
import { RouterProvider } from 'react-router/dom';
import { installPopGuard } from '../features/exam/session/popGuard';
import { createQueryClient } from './queryClient';
import { appRoutes } from './routes';
import { cssVariablesResolver, theme } from './theme';

// Before the router: a timed exam must see a hand-edited address first (popGuard.ts).
installPopGuard();
// One router for the page's lifetime; hash URLs let any static host serve the app.
const router = createHashRouter(appRoutes);

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider
        theme={theme}
        defaultColorScheme="auto"
        cssVariablesResolver={cssVariablesResolver}
      >
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>
  );
}
