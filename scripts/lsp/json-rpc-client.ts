/**
 * A small Language Server Protocol client over a child process's stdio, for the server's
 * test: `Content-Length` framed JSON-RPC 2.0 requests, responses and notifications.
 */
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';

interface Message {
  id?: number;
  method?: string;
  params?: unknown;
  result?: unknown;
  error?: { message: string };
}

export class JsonRpcClient {
  readonly #child: ChildProcessWithoutNullStreams;
  #buffer = Buffer.alloc(0);
  #nextId = 1;
  readonly #pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  readonly #notifications: Message[] = [];
  readonly #waiters: { method: string; match(params: unknown): boolean; resolve(params: unknown): void }[] = [];
  stderr = '';

  constructor(command: string, args: string[], cwd: string) {
    this.#child = spawn(command, args, { cwd, stdio: 'pipe' });
    this.#child.stdout.on('data', (chunk: Buffer) => this.#read(chunk));
    this.#child.stderr.on('data', (chunk: Buffer) => {
      this.stderr += chunk.toString();
    });
  }

  #read(chunk: Buffer): void {
    this.#buffer = Buffer.concat([this.#buffer, chunk]);
    for (;;) {
      const headerEnd = this.#buffer.indexOf('\r\n\r\n');
      if (headerEnd === -1) return;
      const length = Number(/Content-Length: (\d+)/i.exec(this.#buffer.subarray(0, headerEnd).toString())?.[1]);
      if (this.#buffer.length < headerEnd + 4 + length) return;
      const body = this.#buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString('utf8');
      this.#buffer = this.#buffer.subarray(headerEnd + 4 + length);
      this.#dispatch(JSON.parse(body) as Message);
    }
  }

  #dispatch(message: Message): void {
    if (message.id !== undefined && message.method === undefined) {
      const pending = this.#pending.get(message.id);
      this.#pending.delete(message.id);
      if (message.error) pending?.reject(new Error(message.error.message));
      else pending?.resolve(message.result);
      return;
    }
    // A request from the server (configuration, registration): answer it with nothing.
    if (message.id !== undefined) {
      this.#send({ jsonrpc: '2.0', id: message.id, result: null });
      return;
    }
    const waiter = this.#waiters.find((w) => w.method === message.method && w.match(message.params));
    if (waiter) {
      this.#waiters.splice(this.#waiters.indexOf(waiter), 1);
      waiter.resolve(message.params);
    } else this.#notifications.push(message);
  }

  #send(message: object): void {
    const body = Buffer.from(JSON.stringify(message), 'utf8');
    this.#child.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
    this.#child.stdin.write(body);
  }

  request<T>(method: string, params: unknown): Promise<T> {
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#send({ jsonrpc: '2.0', id, method, params });
    });
  }

  notify(method: string, params: unknown): void {
    this.#send({ jsonrpc: '2.0', method, params });
  }

  /** The next notification `method` whose params match, including one already received. */
  notification<T>(method: string, match: (params: T) => boolean = () => true): Promise<T> {
    const earlier = this.#notifications.findIndex((m) => m.method === method && match(m.params as T));
    if (earlier !== -1) return Promise.resolve(this.#notifications.splice(earlier, 1)[0].params as T);
    return new Promise<T>((resolve) =>
      this.#waiters.push({
        method,
        match: (params) => match(params as T),
        resolve: resolve as (params: unknown) => void,
      }),
    );
  }

  /** `shutdown` then `exit`, and the process's exit code. */
  async close(): Promise<number | null> {
    const exited = new Promise<number | null>((resolve) => this.#child.once('exit', resolve));
    await this.request('shutdown', null);
    this.notify('exit', null);
    return exited;
  }
}
