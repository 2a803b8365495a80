import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Debian's nginx, run by the test as its own process on free 127.0.0.1 ports, its files in a temp folder. */
export const NGINX = '/usr/sbin/nginx';
export const hasNginx = existsSync(NGINX);
export const CONFIG = fileURLToPath(new URL('../../../deploy/nginx/restaurant.conf', import.meta.url));

/** nginx's main file around the shipped http-level file, every path it writes inside `dir`. */
export const wrapper = (dir: string, include: string, extra = '') => `
pid ${dir}/nginx.pid;
daemon off;
master_process off;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${include};
  ${extra}
}
`;

export const nginxArgs = (dir: string) => ['-p', `${dir}/`, '-c', `${dir}/nginx.conf`, '-e', `${dir}/error.log`];

/**
 * The shipped file with only its addresses changed: `listen` on this test's port instead of 80, and the upstream's
 * instances on `ports` instead of 3000, 3001 (a line per port, as the file says to add one per instance; the lines
 * past the last port dropped, as on SQLite).
 */
export async function shippedConfig(listenPort: number, ports: number[]): Promise<string> {
  let text = (await readFile(CONFIG, 'utf8'))
    .replace(/^\s*listen \[::\]:80;\n/m, '')
    .replace(/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${listenPort};`);
  const lines = [...text.matchAll(/^(\s*)server 127\.0\.0\.1:\d+( [^;\n]*)?;\n/gm)];
  const first = lines[0];
  if (!first || lines.length < 2) throw new Error('the upstream should name two instances or more');
  const server = (port: number) => `${first[1]}server 127.0.0.1:${port}${first[2] ?? ''};\n`;
  text = text.slice(0, first.index) + ports.map(server).join('') + text.slice((lines.at(-1)?.index ?? 0) + (lines.at(-1)?.[0].length ?? 0));
  return text;
}

/** nginx started on `dir`'s files, once `probe` answers through it. */
export async function startNginx(dir: string, probe: string): Promise<ChildProcess> {
  const nginx = spawn(NGINX, nginxArgs(dir), { stdio: 'ignore' });
  const deadline = Date.now() + 30_000;
  for (;;) {
    const up = await fetch(probe).then((response) => response.ok, () => false);
    if (up) return nginx;
    if (Date.now() > deadline || nginx.exitCode !== null) {
      nginx.kill('SIGKILL');
      throw new Error(`nginx did not start: ${await readFile(join(dir, 'error.log'), 'utf8').catch(() => '')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Stops a child this test started, if it still runs. */
export async function stop(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  await exited;
}
