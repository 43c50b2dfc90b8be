/**
 * True when a NUL character hides anywhere in parsed input: a string, an array item or an object key, at
 * any depth. PostgreSQL cannot store NUL in text, so whatever a schema lets through (a key it strips, a
 * field it passes on unchecked) must not carry one. Walks with its own stack: deep JSON cannot overflow it.
 */
export function containsNul(input: unknown): boolean {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}
