/**
 * The path a request is routed by, which every front-door decision (limits, CORS, the module check) uses
 * rather than the raw request line: the pattern of the route the router matched (the router decodes
 * percent-encodings first, so `/%61pi/v1/auth/login` is `/api/v1/auth/login`), or for a path only a
 * catch-all serves (the app's files, unknown paths), that path decoded the same way (`%2F` and the other reserved escapes stay as they are, as the
 * router keeps them).
 */
import type { FastifyRequest } from 'fastify';

export function decodedPath(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

export function routedPath(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  return pattern && !pattern.includes('*') ? pattern : decodedPath(request.url);
}
