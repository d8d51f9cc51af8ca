/**
 * The service worker answers a navigation with the app only for the paths the app routes. Every page the
 * server itself renders or serves (the payment page and its return, pictures, test hooks, files) must reach
 * the network: the app's shell would show its "Page not found" there. The server's routes are collected as
 * they are registered, so a page added later is checked with no change here.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Db } from '../db/connection';
import { openDatabase } from '../db/seed/open';
import { APP_PATHS } from '../../common/app-paths';
import { isAppNavigation } from '../../sw/matchers';

const pages: string[] = [];
let app: FastifyInstance;
let db: Db;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'storefront-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  db = openDatabase(':memory:').db;
  app = await buildApp({
    db,
    distDir: dist,
    demoMode: true,
    rateLimits: null,
    enableTestRoutes: true,
    onRoute: (route) => {
      if ([route.method].flat().includes('GET')) pages.push(route.url);
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  db.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A route's path with each parameter filled in, as a browser would navigate to it. */
const sample = (url: string) => url.replace(/:\w+/g, 'x1').replace(/\*$/, 'x1.txt');

describe('the service worker navigation rule', () => {
  it('leaves every page the server renders or serves to the network', () => {
    // The shell's own routes (the root, and the fallback that renders any app path) are the app's.
    const serverPages = pages.filter((url) => url !== '/' && url !== '/*');
    expect(serverPages).toEqual(expect.arrayContaining(['/payment-mobile', '/payment/pay', '/storage/:kind/:file', '/api/v1/customer/order/track']));
    const claimed = serverPages.filter((url) => isAppNavigation(new URL(`${sample(url)}?x=1`, 'http://shop.test')));
    expect(claimed).toEqual([]);
  });

  it('answers every path the app routes with the app, and the server renders them as app pages', async () => {
    for (const path of APP_PATHS) {
      const url = sample(path);
      expect(isAppNavigation(new URL(url, 'http://shop.test')), path).toBe(true);
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, path).toBe(200);
      expect(page.headers['content-type'], path).toMatch(/^text\/html/);
    }
  });
});
