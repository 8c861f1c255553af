import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { precompress } from './precompress.ts';

/**
 * The API server the dev and preview servers forward to. Overridable so the proxy can be
 * exercised against another port without disturbing a server already on :3000.
 */
const apiTarget = process.env.GABARITEI_API_TARGET ?? 'http://localhost:3000';

// The server refuses state-changing requests whose Origin is not its own, so the proxy
// presents the request as coming from the API origin instead of the Vite port.
const proxied: ProxyOptions = {
  target: apiTarget,
  changeOrigin: true,
  headers: { origin: new URL(apiTarget).origin },
};

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // zod 4 probes `new Function` (a CSP violation) when it builds an object schema,
            // unless src/zod-config.ts has turned that off. A chunk's imports run before its
            // own code, so the config must sit in the chunk every schema depends on: zod's
            // own. Otherwise the bundler may put zod beside shared's schemas, built at load.
            {
              name: 'zod',
              test: /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?zod[\\/]|[\\/]src[\\/]zod-config\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': proxied,
      '/socket.io': { ...proxied, ws: true },
    },
  },
  // `vite preview` reuses server.proxy, so the built app can be checked against a live API.
  preview: {
    port: 4173,
  },
});
