/**
 * Uncaught errors and rejections, batched to RecordJavascriptErrors (spec §7, §9): a batch goes
 * 1 s after its first error, holds at most 10, and a page sends at most 20 batches; stacks are
 * cut to 5000 characters. What does not fit is dropped: a broken page must not flood the server.
 */
import { ERROR_REPORTING } from '../../domain';
import { callJson } from '../shared/api-call';

export interface ReportedError {
  event: string;
  data: Record<string, string | number | null>;
  timestamp: number;
}

export class ErrorReporter {
  readonly #send: (batch: ReportedError[]) => void;
  readonly #now: () => number;
  #queue: ReportedError[] = [];
  #batches = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;

  constructor(send: (batch: ReportedError[]) => void, now: () => number = Date.now) {
    this.#send = send;
    this.#now = now;
  }

  report(error: unknown, where: { url?: string; line?: number; column?: number } = {}): void {
    if (this.#batches >= ERROR_REPORTING.maxBatchesPerPage || this.#queue.length >= ERROR_REPORTING.maxQueuedEvents)
      return;
    const { message, stack } = describe(error);
    this.#queue.push({
      event: 'javascript_error',
      data: {
        message: message.slice(0, 1000),
        stack: stack.slice(0, ERROR_REPORTING.maxStackLength),
        url: (where.url ?? location.href).slice(0, 2048),
        line: where.line ?? null,
        column: where.column ?? null,
      },
      timestamp: this.#now(),
    });
    this.#timer ??= setTimeout(() => this.flush(), ERROR_REPORTING.sendDelayMs);
  }

  flush(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.#queue.length === 0) return;
    const batch = this.#queue;
    this.#queue = [];
    this.#batches += 1;
    this.#send(batch);
  }
}

function describe(error: unknown): { message: string; stack: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack ?? '' };
  return { message: typeof error === 'string' ? error : String(error), stack: '' };
}

export function sendErrors(batch: ReportedError[]): void {
  void callJson('POST', '/api/events/RecordJavascriptErrors', batch, { keepalive: true });
}

export function installErrorReporter(reporter: ErrorReporter, win: Window = window): void {
  win.addEventListener('error', (event) =>
    reporter.report(event.error ?? event.message, { url: event.filename, line: event.lineno, column: event.colno }),
  );
  win.addEventListener('unhandledrejection', (event) => reporter.report(event.reason));
  win.addEventListener('pagehide', () => reporter.flush());
}
