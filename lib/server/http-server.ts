// The process's HTTP server: the request listener behind the limits that protect it from slow and
// numerous clients. A client sending its headers or its body a byte every few seconds would otherwise
// hold a socket, and the request's memory, for minutes (Node's own request timeout is 5 minutes).
import { createServer, type Server } from 'node:http';
import { config } from '../config';
import type { NodeHandler } from './request-listener';

export interface ServerLimits {
  /** Headers must arrive within this time from the request's first byte (else 408 and closed). */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this time (else 408 and closed). Time spent
   * answering does not count: Node stops the clock once the request has been read. */
  requestTimeoutMs: number;
  /** An idle keep-alive socket is closed after this time. */
  keepAliveTimeoutMs: number;
  /** How often the two timeouts above are checked: a slow request is cut at most this much late. */
  checkIntervalMs: number;
  /** Sockets this process holds at most; further connections are closed as they arrive. */
  maxConnections: number;
}

export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 20_000,
  // A 1 MiB body (the API's limit) in 30 s is ~35 KB/s: slower than any client we serve.
  requestTimeoutMs: 30_000,
  // Longer than clients and load balancers keep idle connections (Node's default is 5 s): a client
  // reusing a socket the server has just closed gets a connection reset.
  keepAliveTimeoutMs: 65_000,
  checkIntervalMs: 2_000,
  maxConnections: config.maxConnections,
};

export function createHttpServer(listener: NodeHandler, limits: Partial<ServerLimits> = {}): Server {
  const { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs, checkIntervalMs, maxConnections } = { ...DEFAULT_SERVER_LIMITS, ...limits };
  const server = createServer({
    headersTimeout: headersTimeoutMs,
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: keepAliveTimeoutMs,
    connectionsCheckingInterval: checkIntervalMs,
  }, listener);
  server.maxConnections = maxConnections;
  return server;
}
