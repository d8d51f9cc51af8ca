// bench/outbox.ts runs the app's real outbox code, which reaches src/lib/pwa.ts; its `virtual:pwa-register` import
// needs the plugin's client types in this (server-side) program too, as src's tsconfig has them.
/// <reference types="vite-plugin-pwa/client" />
