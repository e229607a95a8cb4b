import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const uiRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root: uiRoot,
  base: '/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../dist/ui', import.meta.url)),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the portal's screens: in chunks of their own, browsers keep
        // them cached across releases of the app.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/, priority: 2 },
            // The dashboard's charts, fetched only with them: Recharts, and apart the libraries it draws and keeps
            // state with (not what it shares with the eager code), each chunk under the 250 kB budget.
            {
              name: 'charts',
              test: /node_modules[\\/]recharts[\\/]/,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            {
              name: 'chart-libs',
              test: /node_modules[\\/](d3-[\w-]+|victory-vendor|internmap|@reduxjs|redux|redux-thunk|react-redux|immer|reselect|es-toolkit|decimal\.js-light|eventemitter3|tiny-invariant)[\\/]/,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            // The camera scanner's fallback reader, fetched only when a browser without BarcodeDetector scans.
            { name: 'scanner', test: /node_modules[\\/]jsqr[\\/]/, priority: 2, includeDependenciesRecursively: false },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
            // The portal's own components and API calls that several screens use: one chunk, not dozens of tiny ones.
            { name: 'shared', minShareCount: 2 },
          ],
        },
      },
    },
  },
  server: {
    // The UI imports the shared rules from ../domain.
    fs: { allow: [repoRoot] },
    proxy: { '/rest': 'http://127.0.0.1:3000' },
  },
});
