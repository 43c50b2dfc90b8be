import { spawn } from 'node:child_process';

/** A failure the operator can act on: the tools print its message alone, without a stack. */
export class OpsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OpsError';
  }
}

export interface ToolResult {
  stdout: string;
  stderr: string;
}

/**
 * Runs a system tool (tar, pg_dump, pg_restore) and resolves with its output; rejects with an OpsError
 * naming the tool and its own error text. `missing` explains what to install when the tool is not there.
 */
export function runTool(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; missing: string }): Promise<ToolResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, LC_ALL: 'C', ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(new OpsError(error.code === 'ENOENT' ? `${command} was not found: ${options.missing}` : `${command} could not start: ${error.message}`));
    });
    child.on('close', (code) => {
      const stdout = Buffer.concat(out).toString('utf8');
      const stderr = Buffer.concat(err).toString('utf8').trim();
      if (code === 0) resolve({ stdout, stderr });
      else reject(new OpsError(`${command} failed (exit ${code ?? 'signal'}): ${stderr || 'no message'}`));
    });
  });
}
