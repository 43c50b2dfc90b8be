import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';

export interface FirstLoadRules {
  /** Modules only later pages need (zod and forms, the back office): never in the first load. */
  forbidden: RegExp[];
  /** Most bytes the first load's JS and CSS may weigh, brotli-compressed as served. */
  budgetBytes: number;
}

export interface FirstLoad {
  /** The entry chunk, every chunk it imports statically, and the CSS they bring. */
  files: { fileName: string; brotliBytes: number }[];
  brotliBytes: number;
  moduleIds: string[];
}

/** The brotli size the server sends: the build's precompressed copy is made at the same quality. */
function brotliSize(source: string | Uint8Array): number {
  return brotliCompressSync(typeof source === 'string' ? Buffer.from(source) : source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;
}

/** What a browser downloads before the first page can run: lazy chunks come later and do not count. */
export function firstLoadOf(bundle: Rollup.OutputBundle): FirstLoad {
  const outputs = Object.values(bundle);
  const chunks = new Map(outputs.flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])));
  const assets = new Map(outputs.flatMap((output) => (output.type === 'asset' ? [[output.fileName, output] as const] : [])));
  const seen = new Set<string>();
  const queue = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  while (queue.length > 0) {
    const fileName = queue.pop() as string;
    if (seen.has(fileName)) continue;
    seen.add(fileName);
    queue.push(...(chunks.get(fileName)?.imports ?? []));
  }
  const css = new Set([...seen].flatMap((fileName) => [...(chunks.get(fileName)?.viteMetadata?.importedCss ?? [])]));
  const files = [
    ...[...seen].map((fileName) => ({ fileName, brotliBytes: brotliSize(chunks.get(fileName)?.code ?? '') })),
    ...[...css].map((fileName) => ({ fileName, brotliBytes: brotliSize(assets.get(fileName)?.source ?? '') })),
  ];
  return {
    files,
    brotliBytes: files.reduce((sum, file) => sum + file.brotliBytes, 0),
    moduleIds: [...seen].flatMap((fileName) => chunks.get(fileName)?.moduleIds ?? []),
  };
}

/** The reasons the first load breaks the rules, none when it keeps them. */
export function firstLoadProblems(load: FirstLoad, rules: FirstLoadRules): string[] {
  const problems: string[] = [];
  const offenders = load.moduleIds.filter((id) => rules.forbidden.some((pattern) => pattern.test(id)));
  if (offenders.length > 0) {
    problems.push(`The first load must not hold these modules (import them from a lazy route):\n${offenders.slice(0, 10).join('\n')}`);
  }
  if (load.brotliBytes > rules.budgetBytes) {
    const biggest = [...load.files].sort((a, b) => b.brotliBytes - a.brotliBytes).slice(0, 8);
    problems.push(
      `The first load weighs ${load.brotliBytes} bytes brotli, over its budget of ${rules.budgetBytes}. Largest files:\n` +
        biggest.map((file) => `${String(file.brotliBytes).padStart(8)}  ${file.fileName}`).join('\n'),
    );
  }
  return problems;
}

/**
 * Fails the build when the page a shopper opens first would download code that only later pages need,
 * or more JS and CSS than its budget. The first load is the entry chunk plus every chunk it imports
 * statically, and their CSS; lazy routes bring the rest when visited.
 */
export function firstLoadGuard(rules: FirstLoadRules): Plugin {
  return {
    name: 'first-load-guard',
    apply: 'build',
    enforce: 'post',
    // after every other plugin rewrote the chunks: the bytes as written are the bytes served
    writeBundle(_options, bundle) {
      const load = firstLoadOf(bundle);
      const problems = firstLoadProblems(load, rules);
      if (problems.length > 0) this.error(problems.join('\n\n'));
      this.info(`first load: ${load.files.length} files, ${load.brotliBytes} bytes brotli (budget ${rules.budgetBytes})`);
    },
  };
}
