// bench:cluster's client side: one HTTP call timed into its part, the answers a part accepts, and
// concurrent loops over a list.
import http from 'node:http';
import type { Row } from '../start-demo';
import { CLIENTS, PROXY_PORT } from './settings';

/** One part of the load: its calls' times and the answers it did not expect. */
export interface Part { name: string; count: number; unit: string; seconds: number; times: number[]; errors: string[] }

export const newPart = (name: string, count: number, unit: string): Part => ({ name, count, unit, seconds: 0, times: [], errors: [] });

export const clientAgent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS * 4 });

export interface Answer { status: number; body: Row | null; text: string }

/** One HTTP call (to the proxy unless `port` says which process), its time added to `part`. */
export function call(part: Part | null, method: string, path: string, headers: Record<string, string>, body?: string, port = PROXY_PORT): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method, agent: clientAgent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        part?.times.push(performance.now() - started);
        const text = Buffer.concat(chunks).toString();
        let parsed: Row | null = null;
        try { parsed = text ? (JSON.parse(text) as Row) : null; } catch { /* not JSON: kept as text */ }
        resolve({ status: res.statusCode ?? 0, body: parsed, text });
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** Whether the answer is one of `statuses` or carries one of the error `codes`; else an error of the part. */
export function expectAnswer(part: Part, answer: Answer, statuses: number[], label: string, codes: string[] = []): boolean {
  if (statuses.includes(answer.status) || codes.includes(String(answer.body?.code))) return true;
  part.errors.push(`${label}: ${answer.status} ${answer.text.slice(0, 160)}`);
  return false;
}

/** Runs `work` over `items` from `clients` concurrent loops. */
export async function pool<T>(items: T[], clients: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(clients, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

export async function timed(part: Part, run: () => Promise<void>): Promise<Part> {
  const started = performance.now();
  await run();
  part.seconds = (performance.now() - started) / 1000;
  return part;
}

/** The partner API's JSON headers with a bearer token (and an idempotency key). */
export const jsonHeaders = (token: string, key?: string) => ({
  authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}),
});
