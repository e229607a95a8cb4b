import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const uiRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root: uiRoot,
  base: '/',
  plugins: [
    react(),
    // The installable app (docs/offline.md): a manifest, and a service worker made by Workbox that
    // precaches the built files, so every screen's shell opens without the network. The API is never
    // cached by it: the screens keep what they show offline themselves, and the live stream stays live.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script-defer',
      includeAssets: ['logo.svg', 'color-scheme.js'],
      manifest: {
        name: 'Career Fair Portal',
        short_name: 'Career Fair',
        description: 'Career fair portal of the engineering society: students, companies, coordinators and administrators.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#0d6efd',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/rest\//],
        cleanupOutdatedCaches: true,
        // Push notifications (docs/students.md): shown by the worker, a tap opens the portal.
        importScripts: ['/push-sw.js'],
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
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
