import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { requestIds } from '../http/request-id';
import { createLogger } from '../logger';
import { compactRequestLine, directLines, redactUrl, requestLog, requestLogger, routeOf, type LineFields } from '../request-log';

type FakeRequest = Parameters<NonNullable<ReturnType<typeof compactRequestLine>>>[0];

/** A logger of the server's kind whose raw lines the test reads. */
function recording(make: (stream: { write(line: string): void }) => pino.Logger = (stream) => createLogger('info', stream)) {
  const written: string[] = [];
  return { logger: make({ write: (line) => void written.push(line) }), written };
}

/** One request through a line writer: it arrives, is answered (or not) and its response closes. */
function finish(line: NonNullable<ReturnType<typeof compactRequestLine>>, req: Partial<FakeRequest>, answered = true) {
  const res = Object.assign(new EventEmitter(), { headersSent: answered, statusCode: 200, writableEnded: answered }) as unknown as ServerResponse;
  line({ method: 'GET', readableAborted: !answered, ...req } as FakeRequest, res);
  res.emit('close');
}

/** The same line through pino's own serialisation (what the fast path wrote before it built lines itself). */
function pinoLine(logger: pino.Logger, req: FakeRequest, statusCode: number | null, msg: string) {
  logger.child({}, { redact: { paths: [] } }).info(
    { reqId: req.id, req: { id: req.id, method: req.method, url: redactUrl(req.originalUrl ?? req.url ?? '') }, route: routeOf(req), res: { statusCode }, responseTime: 0 },
    msg,
  );
}

const untimed = (line: string) => line.replace(/"time":\d+/, '"time":0').replace(/"responseTime":\d+/, '"responseTime":0');

describe('the fast path request line', () => {
  it.each<[string, Partial<FakeRequest>, boolean]>([
    ['a routed hit', { id: 'req-0001-abcdef', originalUrl: '/api/products/get?page=1&limit=20', route: { path: '/api/products/get' }, baseUrl: '' }, true],
    ['a 429 (no route)', { id: 'req-0002-abcdef', originalUrl: '/api/hero/' }, true],
    ['an aborted request', { id: 'req-0003-abcdef', originalUrl: '/api/products/42', route: { path: '/api/products/:productId' }, baseUrl: '' }, false],
    ['quotes, backslashes, line separators and a lone surrogate in the URL', { id: 'req-0004-abcdef', originalUrl: '/api/products/get?q="\\\u2028\ud800é' }, true],
  ])('when %s is logged, then the line is byte for byte what pino writes', (_name, req, answered) => {
    const direct = recording();
    const viaPino = recording();
    finish(compactRequestLine(direct.logger)!, req, answered);
    pinoLine(viaPino.logger, { method: 'GET', ...req } as FakeRequest, answered ? 200 : null, answered ? 'request completed' : 'request aborted');
    expect(direct.written.map(untimed)).toEqual(viaPino.written.map(untimed));
    expect(JSON.parse(direct.written[0]!)).toMatchObject({ level: 30, req: { id: req.id, method: 'GET' } });
  });

  it('when a secret rides in the query, then the line keeps it redacted', () => {
    const direct = recording();
    finish(compactRequestLine(direct.logger)!, { id: 'req-0005-abcdef', originalUrl: '/api/products/get?token=very-secret&page=1' });
    expect(direct.written.join('')).not.toContain('very-secret');
    expect(JSON.parse(direct.written[0]!).req.url).toBe('/api/products/get?token=[redacted]&page=1');
  });

  it('when the server\'s logger writes the line, then it is built directly (not through pino\'s serialisation) and still reads as pino\'s', () => {
    const direct = recording();
    const viaPino = recording();
    const write = directLines(direct.logger.child({}, { redact: { paths: [] } }));
    expect(write).toBeDefined();
    const fields: LineFields = { id: 'req-0007-abcdef', method: 'GET', url: '/api/x?q="\\\u2028\ud800é', route: '/api/x', statusCode: 304, responseTime: 12 };
    write!(fields, 'request completed');
    viaPino.logger.child({}).info({ reqId: fields.id, req: { id: fields.id, method: 'GET', url: fields.url }, route: fields.route, res: { statusCode: 304 }, responseTime: 12 }, 'request completed');
    expect(direct.written.map(untimed)).toEqual(viaPino.written.map(untimed));
  });

  it('when the logger lays lines out otherwise (a level label), then the line is still in its layout', () => {
    expect(directLines(recording((stream) => pino({ formatters: { level: (label) => ({ level: label }) } }, stream)).logger)).toBeUndefined();
    const labelled = recording((stream) => pino({ formatters: { level: (label) => ({ level: label }) } }, stream));
    finish(compactRequestLine(labelled.logger)!, { id: 'req-0006-abcdef', originalUrl: '/api/hero/', route: { path: '/api/hero/' }, baseUrl: '' });
    expect(JSON.parse(labelled.written[0]!)).toMatchObject({ level: 'info', route: '/api/hero/', msg: 'request completed', res: { statusCode: 200 } });
  });

  it('when an answer is a 5xx, then its line says "request errored" with an err, as pino-http wrote it, and no secret', () => {
    const direct = recording();
    const res = Object.assign(new EventEmitter(), { headersSent: true, statusCode: 503, writableEnded: true }) as unknown as ServerResponse;
    compactRequestLine(direct.logger)!({ id: 'req-0008-abcdef', method: 'POST', originalUrl: '/api/auth/login?token=very-secret', route: { path: '/api/auth/login' }, baseUrl: '' } as FakeRequest, res);
    res.emit('close');
    expect(direct.written).toHaveLength(1);
    expect(direct.written[0]).not.toContain('very-secret');
    expect(JSON.parse(direct.written[0]!)).toMatchObject({
      level: 30,
      msg: 'request errored',
      req: { id: 'req-0008-abcdef', method: 'POST', url: '/api/auth/login?token=[redacted]' },
      route: '/api/auth/login',
      res: { statusCode: 503 },
      err: { message: 'failed with status code 503' },
    });
  });

  it('when the response fails with an error, then the line carries that error', () => {
    const direct = recording();
    const res = Object.assign(new EventEmitter(), { headersSent: true, statusCode: 200, writableEnded: false }) as unknown as ServerResponse;
    compactRequestLine(direct.logger)!({ id: 'req-0009-abcdef', method: 'GET', originalUrl: '/api/products/get' } as FakeRequest, res);
    res.emit('error', new Error('socket went away'));
    res.emit('close');
    expect(JSON.parse(direct.written[0]!)).toMatchObject({ msg: 'request errored', err: { message: 'socket went away' } });
  });

  it('when the health probe is asked, or a request is started twice, then it gets no line, or one', () => {
    const direct = recording();
    const line = compactRequestLine(direct.logger)!;
    finish(line, { id: 'req-0010-abcdef', url: '/api/health', originalUrl: '/api/health' });
    expect(direct.written).toHaveLength(0);
    const res = Object.assign(new EventEmitter(), { headersSent: true, statusCode: 200, writableEnded: true }) as unknown as ServerResponse;
    const req = { id: 'req-0011-abcdef', method: 'GET', url: '/api/hero/', originalUrl: '/api/hero/' } as FakeRequest;
    line(req, res);
    line(req, res);
    res.emit('close');
    expect(direct.written).toHaveLength(1);
  });
});

describe('the request log of the Express stack', () => {
  /** A small app whose requests go through `log`: a routed 200, a 404 without a route, a 500 and the health probe. */
  function appWith(log: (logger: pino.Logger) => express.RequestHandler) {
    const { logger, written } = recording();
    const app = express();
    // as in the app: the id, and the request's context that the logger's lines read it from
    app.use(requestIds());
    app.use(log(logger));
    app.get('/api/books/:bookId', (_req, res) => void res.json({ ok: true }));
    app.get('/api/health', (_req, res) => void res.json({ ok: true }));
    app.get('/api/fails', () => {
      throw new Error('injected failure');
    });
    app.use(((_err, _req, res, _next) => void res.status(500).json({ success: false })) as express.ErrorRequestHandler);
    return { app, written };
  }

  /** The lines as objects, without what differs from run to run. */
  const comparable = (written: string[]) =>
    written.map((line) => {
      const { time: _time, responseTime, err, ...rest } = JSON.parse(line) as Record<string, unknown> & { err?: { message: string; type: string } };
      return { ...rest, responseTime: typeof responseTime, ...(err ? { err: { message: err.message, type: err.type } } : {}) };
    });

  it('when requests answer 200, 404 and 500 and the probe is called, then the lines hold what pino-http wrote, the 500 as "request errored" with its error', async () => {
    const compact = appWith(requestLog);
    const viaPinoHttp = appWith(requestLogger);
    for (const { app } of [compact, viaPinoHttp]) {
      await request(app).get('/api/books/42?token=very-secret').set('x-request-id', 'req-0101-abcdef');
      await request(app).get('/api/nothing').set('x-request-id', 'req-0102-abcdef');
      await request(app).get('/api/fails').set('x-request-id', 'req-0103-abcdef');
      await request(app).get('/api/health').set('x-request-id', 'req-0104-abcdef');
    }
    expect(compact.written).toHaveLength(3);
    expect(comparable(compact.written)).toEqual(comparable(viaPinoHttp.written));
    expect(comparable(compact.written)).toEqual([
      expect.objectContaining({ msg: 'request completed', route: '/api/books/:bookId', req: { id: 'req-0101-abcdef', method: 'GET', url: '/api/books/42?token=[redacted]' }, res: { statusCode: 200 } }),
      expect.objectContaining({ msg: 'request completed', req: { id: 'req-0102-abcdef', method: 'GET', url: '/api/nothing' }, res: { statusCode: 404 } }),
      expect.objectContaining({ msg: 'request errored', route: '/api/fails', res: { statusCode: 500 }, err: { message: 'failed with status code 500', type: 'Error' } }),
    ]);
  });

  it('when the log is at debug level, then the stack keeps pino-http, whose lines carry the headers', async () => {
    const { logger, written } = recording((stream) => createLogger('debug', stream));
    const app = express();
    app.use(requestLog(logger));
    app.get('/api/books/:bookId', (_req, res) => void res.json({ ok: true }));
    await request(app).get('/api/books/42').set('x-debug-me', 'yes');
    expect(JSON.parse(written.find((line) => line.includes('request completed'))!).req.headers).toMatchObject({ 'x-debug-me': 'yes' });
  });
});
