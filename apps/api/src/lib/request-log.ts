import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import pino, { type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { batchedPerTurn } from './log-batch';
import { serializeError } from './log-redaction';

const REDACTED = '[redacted]';
/** The probe a load balancer calls every few seconds: its answers are not logged. */
const HEALTH_PATH = '/api/health';

/** Headers that carry a session or credentials: never logged, not even redacted (their presence says enough). */
const SECRET_HEADERS = new Set(['cookie', 'authorization', 'proxy-authorization', 'set-cookie', 'x-api-key', 'x-auth-token', 'x-csrf-token']);
/** Query parameters whose value is a secret (`?token=...`, `?code=...`, `?email=...&otp=...`). */
const SECRET_PARAM = /pass|secret|token|jwt|otp|code|key|auth|session|sig|email/i;

/** A URL (path or absolute) with the values of secret-looking query parameters replaced. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed name is judged as written
      }
      return eq >= 0 && SECRET_PARAM.test(decoded) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, at)}?${params.join('&')}`;
}

function safeHeaders(headers: IncomingHttpHeaders | OutgoingHttpHeaders): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (SECRET_HEADERS.has(name.toLowerCase())) continue;
    out[name] = (name === 'referer' || name === 'location') && typeof value === 'string' ? redactUrl(value) : value;
  }
  return out;
}

type LoggedRequest = IncomingMessage & { id?: unknown; originalUrl?: string; baseUrl?: string; route?: { path?: unknown } };

/** The route template that answered (`/api/products/:id`), so lines group by call; none for static files and 404s. */
export function routeOf(req: LoggedRequest): string | undefined {
  const template = req.route?.path;
  return typeof template === 'string' ? `${req.baseUrl ?? ''}${template}` : undefined;
}

/** The request line of the log: no body, no cookies, no credentials, no secret query values. */
export function serializeRequest(req: LoggedRequest) {
  return {
    id: req.id,
    method: req.method,
    url: redactUrl(req.originalUrl ?? req.url ?? ''),
    headers: safeHeaders(req.headers),
    remoteAddress: req.socket?.remoteAddress,
  };
}

/** The response line of the log: status and headers, never Set-Cookie. */
export function serializeResponse(res: ServerResponse) {
  return { statusCode: res.headersSent ? res.statusCode : null, headers: safeHeaders(res.getHeaders()) };
}

/**
 * The request line through pino-http (the server uses it at debug level, else compactRequestLine): id,
 * method, route template, URL, status and time. Headers join it only at debug level: with every response
 * header and the whole CSP a line was about 1.2 KB, and writing it cost a fifth of the throughput.
 */
export function requestLogger(logger: Logger): RequestHandler {
  const verbose = logger.isLevelEnabled('debug');
  return pinoHttp({
    logger,
    wrapSerializers: false,
    // the id requestIds() gave the request (the one sent back in X-Request-Id)
    genReqId: (req) => (req as LoggedRequest).id as string,
    serializers: {
      req: verbose
        ? serializeRequest
        : (req: LoggedRequest) => ({ id: req.id, method: req.method, url: redactUrl(req.originalUrl ?? req.url ?? '') }),
      res: verbose ? serializeResponse : (res: ServerResponse) => ({ statusCode: res.headersSent ? res.statusCode : null }),
      err: serializeError,
    },
    // the request is serialised when it arrives, before routing: the template is added when the line is written
    customProps: (req) => ({ route: routeOf(req as LoggedRequest) }),
    autoLogging: { ignore: (req) => req.url === HEALTH_PATH },
  });
}

/** What the compact request line holds. */
export interface LineFields {
  id: unknown;
  method: string | undefined;
  url: string;
  route: string | undefined;
  statusCode: number | null;
  responseTime: number;
}

/** The line as pino writes it through `lines.info` (the generic way: serialisation of a fresh object). */
function fieldsObject({ id, method, url, route, statusCode, responseTime }: LineFields) {
  // reqId: what the logger's mixin adds to a line written while the request runs
  return { reqId: id, req: { id, method, url }, route, res: { statusCode }, responseTime };
}

const json = (value: unknown) => JSON.stringify(value) as string | undefined;

type Stream = { write(line: string): void };
export type LineWriter = (fields: LineFields, msg: string) => void;

/** The line in pino's layout (level, time, the logger's bindings, the fields, msg), built from its fixed fields. */
function lineWriter(stream: Stream, level: number, bindings: string): LineWriter {
  return ({ id, method, url, route, statusCode, responseTime }, msg) => {
    const idJson = json(id);
    stream.write(
      `{"level":${level},"time":${Date.now()}${bindings},${idJson === undefined ? '' : `"reqId":${idJson},`}` +
        `"req":{${idJson === undefined ? '' : `"id":${idJson},`}"method":${json(method) ?? 'null'},"url":${json(url)}},` +
        `${route === undefined ? '' : `"route":${json(route)},`}"res":{"statusCode":${statusCode}},"responseTime":${responseTime},"msg":${json(msg)}}\n`,
    );
  };
}

/**
 * The line written straight to the logger's stream, skipping pino's generic serialisation; only when that
 * is what this logger writes: a sample line goes out both ways at start, and any difference (formatters,
 * another time format, more fields) keeps the generic way (undefined). On an asynchronous destination the
 * lines of one turn of the event loop go out as one write (lib/log-batch.ts).
 */
export function directLines(lines: Logger): LineWriter | undefined {
  const { streamSym, chindingsSym, needsMetadataGsym } = pino.symbols;
  const of = (logger: Logger, symbol: symbol) => (logger as unknown as Record<symbol, unknown>)[symbol];
  const stream = of(lines, streamSym) as Stream | undefined;
  const bindings = of(lines, chindingsSym);
  // a multistream reads each line's level from pino's metadata, which only pino's own write sets
  if (typeof stream?.write !== 'function' || typeof bindings !== 'string' || (stream as Record<symbol, unknown>)[needsMetadataGsym]) return undefined;
  const level = lines.levels.values.info!;
  let written = '';
  const recorder: Stream = { write: (line) => void (written = line) };
  const probe = lines.child({});
  (probe as unknown as Record<symbol, unknown>)[streamSym] = recorder;
  const untimed = () => written.replace(/"time":\d+/, '"time":0');
  const samples: LineFields[] = [
    { id: 'sample-0001', method: 'GET', url: '/api/x?a="b"&c=\u00e9\\', route: '/api/x', statusCode: 200, responseTime: 1 },
    { id: 'sample-0002', method: 'GET', url: '/api/y', route: undefined, statusCode: null, responseTime: 0 },
  ];
  for (const sample of samples) {
    probe.info(fieldsObject(sample), 'request completed');
    const viaPino = untimed();
    lineWriter(recorder, level, bindings)(sample, 'request completed');
    if (untimed() !== viaPino) return undefined;
  }
  return lineWriter(batchedPerTurn(stream), level, bindings);
}

const LOGGED = Symbol('request line started');

/**
 * The compact line of every request (the health probe excepted), written without pino-http, whose child
 * loggers and serializers per request cost more than the rest of a cached answer and about 5% of an
 * uncached one. Call it when the request arrives. A 5xx (or a response that failed) gets pino-http's
 * "request errored" line, with its `err`, through the logger's own redaction. Undefined at debug level,
 * where lines carry headers: pino-http writes them then (`requestLogger`), and the fast path stands aside.
 */
export function compactRequestLine(logger: Logger): ((req: LoggedRequest, res: ServerResponse) => void) | undefined {
  if (logger.isLevelEnabled('debug')) return undefined;
  if (!logger.isLevelEnabled('info')) return () => {};
  // the line holds no field the redaction paths name (its URL is redacted above), and matching them took
  // half the cost of writing it
  const lines = logger.child({}, { redact: { paths: [] } });
  const write: LineWriter = directLines(lines) ?? ((fields, msg) => lines.info(fieldsObject(fields), msg));
  return (req, res) => {
    const started = res as ServerResponse & { [LOGGED]?: true };
    if (started[LOGGED] || req.url === HEALTH_PATH) return;
    started[LOGGED] = true;
    const startedAt = Date.now();
    let failure: unknown;
    res.once('error', (error) => (failure = error));
    // 'close' follows 'finish', or comes alone when the client goes away first
    res.once('close', () => {
      const fields: LineFields = {
        id: req.id,
        method: req.method,
        url: redactUrl(req.originalUrl ?? req.url ?? ''),
        route: routeOf(req),
        statusCode: res.headersSent ? res.statusCode : null,
        responseTime: Date.now() - startedAt,
      };
      if (failure === undefined && res.statusCode < 500) {
        write(fields, !req.readableAborted && res.writableEnded ? 'request completed' : 'request aborted');
        return;
      }
      const err = failure ?? new Error(`failed with status code ${res.statusCode}`);
      const { responseTime, ...rest } = fieldsObject(fields);
      logger.info({ ...rest, err, responseTime }, 'request errored');
    });
  };
}

/**
 * The request log of the Express stack: the compact line (above; `line` when the caller made it already)
 * at info level, pino-http's (headers included) at debug level. The health probe is not logged.
 */
export function requestLog(logger: Logger, line = compactRequestLine(logger)): RequestHandler {
  if (!line) return requestLogger(logger);
  return (req, res, next) => {
    line(req, res);
    next();
  };
}
