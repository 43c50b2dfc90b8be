import type { Express } from 'express';
import request from 'supertest';

/** A token of the length config.ts asks for. */
export const METRICS_TOKEN = 'scraper-token-0123456789-abcdefghijklmnop';

export const scrape = (app: Express) => request(app).get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`);

export interface Sample {
  labels: Record<string, string>;
  value: number;
}

/** The samples of one metric in Prometheus' text format. */
export function samplesOf(text: string, name: string): Sample[] {
  const out: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key!] = value!;
    out.push({ labels, value: Number(match[3]) });
  }
  return out;
}

/** The value of the one sample of `name` whose labels include `labels` (0 when there is none). */
export function valueOf(text: string, name: string, labels: Record<string, string> = {}): number {
  const found = samplesOf(text, name).filter((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v));
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return found[0]?.value ?? 0;
}
