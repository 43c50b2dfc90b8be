import { defineEndpoint, MESSAGES, successResponse } from '@bookstore/contracts';
import express, { Router, type Express } from 'express';
import pino from 'pino';
import request from 'supertest';
import { z } from 'zod';
import { createTestApp } from '../../test/test-app';
import { checkAnswers, takeAnswerMismatches } from '../answer-checks';
import { errorHandler } from '../error-handler';
import { AppError } from '../errors';
import { route } from '../route';

/** A throwaway endpoint: its answer must carry a count. */
const fakeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/fake/:kind',
  params: z.object({ kind: z.enum(['kept', 'broken', 'refused']) }),
  response: successResponse({ count: z.number() }),
});

/** The app's pieces around one throwaway route: the checker first, the one error handler last. */
function appWithFakeRoute(): Express {
  const app = express();
  app.use(checkAnswers);
  const router = Router();
  route(router, fakeEndpoint, async ({ params }) => {
    if (params.kind === 'refused') throw new AppError('CONFLICT', MESSAGES.general.invalidRequest);
    // the handler's type is the contract's; a broken answer is what a wrong cast or a stray field would send
    return (params.kind === 'kept' ? { success: true, count: 3 } : { success: true, count: 'three' }) as { success: true; count: number };
  });
  router.get('/api/raw-error', (_req, res) => {
    res.status(400).json({ success: false, message: 'no code here' });
  });
  app.use(router);
  app.use(errorHandler(pino({ level: 'silent' })));
  return app;
}

let loud: jest.SpyInstance;
beforeEach(() => {
  loud = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => loud.mockRestore());

describe('contract-checked answers (tests only)', () => {
  it('when a route answers off its response schema, then 500 INTERNAL, a loud log and a recorded mismatch naming the endpoint', async () => {
    const res = await request(appWithFakeRoute()).get('/api/fake/broken');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ success: false, code: 'INTERNAL', message: MESSAGES.general.unexpected });
    const found = takeAnswerMismatches();
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ endpoint: 'GET /api/fake/:kind', status: 200, body: { success: true, count: 'three' } });
    expect(found[0]!.issues).toEqual([expect.objectContaining({ path: ['count'] })]);
    expect(takeAnswerMismatches()).toEqual([]);
    expect(loud).toHaveBeenCalledWith(expect.stringContaining('GET /api/fake/:kind'));
  });

  it('when a route keeps its contract or fails with an AppError, then nothing is recorded', async () => {
    const app = appWithFakeRoute();
    expect((await request(app).get('/api/fake/kept')).body).toEqual({ success: true, count: 3 });
    expect((await request(app).get('/api/fake/refused')).body).toEqual({ success: false, code: 'CONFLICT', message: MESSAGES.general.invalidRequest });
    expect(takeAnswerMismatches()).toEqual([]);
    expect(loud).not.toHaveBeenCalled();
  });

  it('when an error answer lacks its code, then it is recorded against the error schema', async () => {
    const res = await request(appWithFakeRoute()).get('/api/raw-error');
    expect(res.status).toBe(500);
    const found = takeAnswerMismatches();
    expect(found).toEqual([expect.objectContaining({ endpoint: 'GET /api/raw-error', status: 400 })]);
    expect(found[0]!.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: ['code'] })]));
  });

  it.each([
    ['test', true],
    ['production', false],
    ['development', false],
  ] as const)('when the app runs with env %s, then answers are checked: %s', async (env, checked) => {
    const t = await createTestApp({ env });
    try {
      const stack = (t.app as unknown as { router: { stack: { handle: unknown }[] } }).router.stack;
      expect(stack.some((layer) => layer.handle === checkAnswers)).toBe(checked);
    } finally {
      await t.close();
    }
  });
});
