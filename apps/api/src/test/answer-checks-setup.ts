import { describeMismatches, takeAnswerMismatches } from '../lib/answer-checks';

/** Throws when an answer broke its contract since the last look, naming the endpoint and the issues. */
function failOnMismatches(): void {
  const found = takeAnswerMismatches();
  if (found.length > 0) throw new Error(`The API answered off its contract:\n${describeMismatches(found)}`);
}

// a mismatch during a test (or its beforeAll) fails that test; one in an afterAll fails the file
afterEach(failOnMismatches);
afterAll(failOnMismatches);
