/**
 * Serves the built PWA from the API's origin: hashed assets cached for a year, the shell, worker, manifest
 * and runtime config revalidated on every load, and any in-app path answered with the shell (SPA fallback).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const REVALIDATE = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/runtime-config.js', '/']);

export async function registerStatic(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  if (!distDir || !existsSync(join(distDir, 'index.html'))) {
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ message: 'Not Found' }));
    return;
  }
  const root = resolve(distDir);
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: false,
    cacheControl: false,
    setHeaders: (response, path) => {
      const relative = `/${path.slice(root.length + 1).replace(/\\/g, '/')}`;
      if (relative.startsWith('/assets/')) response.header('Cache-Control', 'public, max-age=31536000, immutable');
      else if (REVALIDATE.has(relative)) response.header('Cache-Control', 'no-cache');
      else response.header('Cache-Control', 'public, max-age=3600');
      if (relative === '/sw.js') response.header('Service-Worker-Allowed', '/');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' || path.startsWith('/api/') || path.startsWith('/storage/') || path.startsWith('/__test/') || /\.[a-z0-9]+$/i.test(path)) {
      return reply.status(404).send({ message: 'Not Found' });
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
}
