/**
 * The origin answers name this server by (`*_full_url` pictures, the payment page's link). A client's own
 * `Host` header must not decide it — it would point every picture of an answer wherever the client liked,
 * and grow the per-origin answer caches with every made-up host — so, in order:
 *
 * 1. the configured public origin (`PUBLIC_ORIGIN`), when set;
 * 2. behind a trusted proxy (`TRUST_PROXY`), the protocol and host the proxy reports;
 * 3. otherwise the address the client reached: its `Host` header only when that names the very address and
 *    port the connection came in on (or `localhost` on that port), else that address itself;
 * 4. for a request this server makes to itself in process (the server-rendered page asking its own API,
 *    which has no socket), the `Host` and `X-Forwarded-Proto` the page passed on from its own request.
 */
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface OriginSettings {
  /** `scheme://host[:port]`, or null. */
  configured: string | null;
  trustProxy: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    originSettings?: OriginSettings;
  }
}

export function registerOrigin(app: FastifyInstance, settings: OriginSettings): void {
  app.decorate('originSettings', settings);
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** An address as a URL's host part: IPv4-mapped IPv6 as IPv4, other IPv6 in brackets. */
function hostOf(address: string): string {
  const plain = address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
  return plain.includes(':') ? `[${plain}]` : plain;
}

/** A `Host` header's name and port (the protocol's default port when it names none); null when unreadable. */
function parseHost(value: string, protocol: string): { name: string; port: number } | null {
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/i.exec(value.trim());
  if (!match?.[1]) return null;
  return { name: match[1].toLowerCase(), port: match[2] ? Number(match[2]) : protocol === 'https' ? 443 : 80 };
}

export function requestOrigin(request: FastifyRequest): string {
  const settings = request.server.originSettings;
  if (settings?.configured) return settings.configured;
  const socket = request.raw.socket as Partial<Socket> | undefined;
  if (socket?.localPort === undefined) {
    const proto = request.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
    return `${proto}://${request.headers.host ?? 'localhost'}`;
  }
  if (settings?.trustProxy) return `${request.protocol}://${request.host}`;
  const reached = hostOf(socket.localAddress ?? '127.0.0.1');
  const asked = parseHost(request.host, request.protocol);
  if (asked && asked.port === socket.localPort && (LOOPBACK.has(asked.name) || asked.name === reached.toLowerCase())) return `${request.protocol}://${request.host}`;
  return `${request.protocol}://${reached}:${socket.localPort}`;
}
