/** What a line writer needs of pino's destination (sonic-boom exposes `sync` and `flushSync`). */
export interface LineStream {
  write(line: string): unknown;
  sync?: unknown;
  flushSync?(): void;
}

/**
 * The lines of one turn of the event loop, handed to an asynchronous destination as one write.
 * Why: sonic-boom (pino's destination, asynchronous by default) appends every write to the text still
 * waiting for its `fs.write` and measures that whole text with `Buffer.byteLength`, which copies it. Under
 * load, with dozens of lines waiting, a cached hit's line cost about 10 KB of garbage, 40% of all the
 * store allocated per hit (docs/benchmarks/2026-11-27-p99gen-4.md). A synchronous destination, or
 * anything else, is written to as before, line by line.
 * No line is lost at exit: what is still held is written, and the destination flushed, on 'exit'.
 */
export function batchedPerTurn(stream: LineStream): LineStream {
  const flushSync = stream.flushSync?.bind(stream);
  if (stream.sync !== false || !flushSync) return stream;
  const held: string[] = [];
  const flush = () => {
    process.off('exit', atExit);
    if (held.length === 0) return;
    const text = held.length === 1 ? held[0]! : held.join('');
    held.length = 0;
    stream.write(text);
  };
  function atExit() {
    flush();
    try {
      flushSync!();
    } catch {
      // the destination is already closed: nothing more can be written
    }
  }
  return {
    write(line: string) {
      if (held.push(line) === 1) {
        setImmediate(flush);
        process.once('exit', atExit);
      }
      return true;
    },
  };
}
