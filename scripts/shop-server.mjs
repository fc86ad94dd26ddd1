// Starts and stops the production server (packages/server/src/main.ts) for the benchmarks: one way to
// wait until it is ready and one way to stop it within a deadline.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../packages/server/', import.meta.url));

/**
 * Resolves with the server's URL once it prints that it is ready (PORT 0 picks a free port). The
 * server's own errors go to this process's stderr; what it printed is in the error when it fails
 * to start or is not ready within `readyWithinMs`.
 */
export async function startShopServer({ env, readyWithinMs = 120_000 }) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let output = '';
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server was not ready within ${readyWithinMs / 1000} s:\n${output}`));
    }, readyWithinMs);
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const ready = /ready at (http:\/\/\S+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(ready[1]);
      }
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
      process.stderr.write(chunk);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server stopped before it was ready (exit ${code}):\n${output}`));
    });
  });
  return {
    url,
    child,
    /** SIGTERM, and SIGKILL when the server has not stopped within the deadline. */
    async stop(deadlineMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killed = setTimeout(() => child.kill('SIGKILL'), deadlineMs);
      await exited;
      clearTimeout(killed);
    },
  };
}
