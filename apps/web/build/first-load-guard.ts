import type { Plugin } from 'vite';

/**
 * Fails the build when the page a shopper opens first would download code that only later pages need:
 * zod and react-hook-form (forms), the back office. The first load is the entry chunk plus every chunk
 * it imports statically; lazy routes bring the rest when visited.
 */
export function firstLoadGuard(forbidden: RegExp[]): Plugin {
  return {
    name: 'first-load-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])),
      );
      const seen = new Set<string>();
      const queue = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
      while (queue.length > 0) {
        const fileName = queue.pop() as string;
        if (seen.has(fileName)) continue;
        seen.add(fileName);
        queue.push(...(chunks.get(fileName)?.imports ?? []));
      }
      const offenders = [...seen].flatMap((fileName) =>
        (chunks.get(fileName)?.moduleIds ?? []).filter((id) => forbidden.some((pattern) => pattern.test(id))),
      );
      if (offenders.length > 0) {
        this.error(`The first load must not hold these modules (import them from a lazy route):\n${offenders.slice(0, 10).join('\n')}`);
      }
    },
  };
}
