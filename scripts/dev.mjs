// `pnpm dev`: the API on 8081 (embedded database, restarted on change), Vite with hot reload on 5173 for the
// storefront and on 5174 for the back office (http://localhost:5174/backoffice/).
import { spawn } from 'node:child_process';

const children = [
  spawn('pnpm', ['--filter', '@probuild/server', 'dev'], {
    stdio: 'inherit',
    env: {
      // Links the API builds (mail, sign-in callbacks, payment returns) open Vite's app, which proxies /api.
      PUBLIC_URL: 'http://localhost:5173',
      ...process.env,
      PORT: process.env.API_PORT ?? '8081',
      HOST: '127.0.0.1',
      STATIC_DIR: '',
    },
  }),
  spawn('pnpm', ['--filter', '@probuild/storefront', 'dev'], { stdio: 'inherit' }),
  spawn('pnpm', ['--filter', '@probuild/backoffice', 'dev'], { stdio: 'inherit' }),
];
function stop() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
