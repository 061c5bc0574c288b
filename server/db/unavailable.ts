/**
 * The one place that knows when a database failure is the database being away for a moment
 * (a failover, a restart, an idle-connection reaper, a connection cut mid-statement, a
 * statement past its timeout) rather than a fault in the statement. Such a failure answers
 * 503 with Retry-After (server/error-handler.ts), and a process keeps serving through it.
 *
 * @module
 */

/** SQLSTATEs of a connection the server ended or refused, or a statement it gave up on. */
const SQLSTATES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '57P05', // idle_session_timeout
  '25P03', // idle_in_transaction_session_timeout
  '57014', // query_canceled: the statement timeout
  '53300', // too_many_connections: every process reconnecting at once
]);

/** Codes of the client and the socket: `postgres`'s own, and Node's. */
const CLIENT_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** Whether `error` means the database is away for a moment (see the module comment). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return false;
  // Class 08: connection exception (refused, failed, lost).
  return SQLSTATES.has(code) || code.startsWith('08') || CLIENT_CODES.has(code);
}

/** Whether `error` means the connection itself is gone, so nothing more can be sent on it. */
export function isConnectionLost(error: unknown): boolean {
  return isDatabaseUnavailable(error) && (error as { code: string }).code !== '57014';
}

/** What a transaction's later statements fail with once its connection is gone. */
export class ConnectionLostError extends Error {
  override name = 'ConnectionLostError';
  readonly code = 'CONNECTION_CLOSED';
  constructor(cause: unknown) {
    super(`The database connection was lost: ${String((cause as Error)?.message ?? cause)}`, { cause });
  }
}
