// `node bench/upload-fairness.mjs`: issue 14, item 4's scenario through the real server process. One customer sends
// BENCH_FLOOD (40) profile pictures of 7000×7000 at once; 300 ms later the admin uploads one 4000×3000 photo. Reports
// how the flood was answered, how long the admin waited (the probe found 36 s before the bounds), and the server's
// peak memory (VmHWM). The server runs on a fresh temp DATA_DIR with the demo data. Results also go to bench/results/.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { freePort, startServerProcess } from './local-server.mjs';

const FLOOD = Number(process.env.BENCH_FLOOD ?? 40);

const start = (dataDir, port) =>
  startServerProcess({
    port,
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn', SMS_PROVIDER: 'log' },
    stdio: ['ignore', 'ignore', 'inherit'],
    seconds: 60,
  });

async function logIn(base, phone_number, password) {
  const answer = await fetch(`${base}/api/account/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ phone_number, password }),
  });
  if (answer.status !== 200) throw new Error(`login ${phone_number}: ${answer.status}`);
  return (await answer.json()).access_token;
}

async function upload(base, token, picture, name) {
  const form = new FormData();
  form.set('name', name);
  form.set('profile_picture', new File([picture], 'picture.png', { type: 'image/png' }));
  const started = performance.now();
  const answer = await fetch(`${base}/api/account/user-profile/`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  await answer.arrayBuffer();
  return { status: answer.status, ms: performance.now() - started };
}

const huge = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#a0522d' } }).png().toBuffer();
const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#2e8b57' } }).jpeg().toBuffer();
const dataDir = mkdtempSync(join(tmpdir(), 'upload-bench-'));
const { child, base } = await start(dataDir, await freePort());
try {
  const customer = await logIn(base, '9811111111', 'Demo@1234');
  const admin = await logIn(base, '9800000000', 'Admin@1234');
  const flood = Array.from({ length: FLOOD }, (_, index) => upload(base, customer, huge, `Flood ${index}`));
  await new Promise((resolve) => setTimeout(resolve, 300));
  const other = await upload(base, admin, photo, 'Admin');
  const answers = await Promise.all(flood);
  const statuses = {};
  for (const { status } of answers) statuses[status] = (statuses[status] ?? 0) + 1;
  const peakKb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0);
  const result = {
    measuredAt: new Date().toISOString(),
    flood: FLOOD,
    floodStatuses: statuses,
    floodSlowestMs: Math.round(Math.max(...answers.map(({ ms }) => ms))),
    otherUserStatus: other.status,
    otherUserMs: Math.round(other.ms),
    serverPeakMb: Math.round(peakKb / 1024),
  };
  console.log(`flood of ${FLOOD} 7000×7000 pictures from one customer: ${JSON.stringify(statuses)}, slowest ${result.floodSlowestMs} ms`);
  console.log(`another user's 4000×3000 upload meanwhile: ${other.status} in ${result.otherUserMs} ms`);
  console.log(`server peak memory (VmHWM): ${result.serverPeakMb} MB`);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/upload-fairness-${result.measuredAt.replaceAll(':', '-')}.json`, `${JSON.stringify(result, null, 2)}\n`);
} finally {
  child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
