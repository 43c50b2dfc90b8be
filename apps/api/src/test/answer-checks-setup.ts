import { describeMismatches, takeAnswerMismatches } from '../lib/answer-checks';

// an answer that broke its contract during a test (or its beforeAll) fails that test, naming the endpoint
afterEach(() => {
  const found = takeAnswerMismatches();
  if (found.length > 0) throw new Error(`The API answered off its contract:\n${describeMismatches(found)}`);
});
