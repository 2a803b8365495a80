// `node bench/upload-fairness.mjs`: two attacks on the upload places, through the real server process.
// The flood (docs/rules/robustness.md#uploads, item 4): one customer sends BENCH_FLOOD (40) profile pictures of
// 7000×7000 at once; 300 ms later the admin uploads one 4000×3000 photo. Reports how the flood was answered, how long
// the admin waited (the probe found 36 s before the bounds), and the server's peak memory (VmHWM).
// The trickle: six customer accounts, each at its own loopback address, keep two uploads going that declare 5 MB and
// send a byte a second, opening a new one as soon as one is answered, for BENCH_TRICKLE_SECONDS (40); meanwhile the
// admin uploads a photo every 4 s and a seventh customer (at 127.0.0.1) one every 4 s. Reports how the trickles
// were answered and how long the longest was held, and every admin and customer upload (the probe's admin got 503
// for as long as the trickles went on). The server runs on a fresh temp DATA_DIR with the demo data, with the default
// bounds. Results also go to bench/results/.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import sharp from 'sharp';
import { freePort, startServerProcess } from './local-server.mjs';
import { trickleFor } from './trickle-client.mjs';

const FLOOD = Number(process.env.BENCH_FLOOD ?? 40);
const TRICKLE_SECONDS = Number(process.env.BENCH_TRICKLE_SECONDS ?? 40);

const start = (dataDir, port) =>
  startServerProcess({
    port,
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn', SMS_PROVIDER: 'log' },
    stdio: ['ignore', 'ignore', 'inherit'],
    seconds: 180,
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

/** A customer signed up through the API; the code is read from the outbox table of the server's SQLite file. */
async function signUp(base, dataDir, phone_number) {
  const post = (path, body) =>
    fetch(`${base}/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const sent = await post('/account/send-otp/', { phone_number, otp_type: 'customer' });
  if (sent.status !== 200) throw new Error(`send-otp ${phone_number}: ${sent.status}`);
  const db = new Database(join(dataDir, 'restaurant.sqlite'), { readonly: true });
  const { text } = db
    .prepare('SELECT text FROM sms_outbox WHERE to_number = ? ORDER BY id DESC LIMIT 1')
    .get(phone_number);
  db.close();
  const password = 'Trick@123';
  const userotp = /code is (\d{4})\./.exec(text)?.[1];
  const body = {
    name: 'Trickler',
    phone_number,
    password,
    confirm_password: password,
    userotp,
    account_type: 'customer',
  };
  const answer = await post('/account/signup/', body);
  if (answer.status !== 201) throw new Error(`signup ${phone_number}: ${answer.status} ${await answer.text()}`);
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

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const countOf = (values) => {
  const counts = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
};

const huge = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#a0522d' } })
  .png()
  .toBuffer();
const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#2e8b57' } })
  .jpeg()
  .toBuffer();
const dataDir = mkdtempSync(join(tmpdir(), 'upload-bench-'));
const { child, base } = await start(dataDir, await freePort());
try {
  const customer = await logIn(base, '9811111111', 'Demo@1234');
  const adminToken = await logIn(base, '9800000000', 'Admin@1234');
  const flood = Array.from({ length: FLOOD }, (_, index) => upload(base, customer, huge, `Flood ${index}`));
  await sleep(300);
  const other = await upload(base, adminToken, photo, 'Admin');
  const answers = await Promise.all(flood);
  const statuses = countOf(answers.map(({ status }) => status));
  const peakKb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0);

  const tricklers = [];
  for (let index = 0; index < 7; index += 1) tricklers.push(await signUp(base, dataDir, `97000000${10 + index}`));
  const small = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  const trickleEnd = Date.now() + TRICKLE_SECONDS * 1000;
  const trickles = tricklers
    .slice(0, 6)
    .map((token, index) => trickleFor(base, token, `127.0.0.${index + 2}`, TRICKLE_SECONDS));
  const during = { admin: [], customer: [] };
  await sleep(1000);
  while (Date.now() < trickleEnd - 3000) {
    const [admin, customer] = await Promise.all([
      upload(base, adminToken, photo, 'Admin'),
      upload(base, tricklers[6], small, 'Gita'),
    ]);
    during.admin.push({ status: admin.status, ms: Math.round(admin.ms) });
    during.customer.push({ status: customer.status, ms: Math.round(customer.ms) });
    await sleep(4000);
  }
  const trickled = (await Promise.all(trickles)).flat();
  const held = trickled.filter(({ status }) => status === 408).map(({ heldMs }) => heldMs);

  const result = {
    measuredAt: new Date().toISOString(),
    flood: FLOOD,
    floodStatuses: statuses,
    floodSlowestMs: Math.round(Math.max(...answers.map(({ ms }) => ms))),
    otherUserStatus: other.status,
    otherUserMs: Math.round(other.ms),
    serverPeakMb: Math.round(peakKb / 1024),
    trickleSeconds: TRICKLE_SECONDS,
    trickleStatuses: countOf(trickled.map(({ status }) => status)),
    trickleLongestHeldMs: Math.max(0, ...held),
    adminDuringTrickle: during.admin,
    customerDuringTrickle: during.customer,
  };
  console.log(
    `flood of ${FLOOD} 7000×7000 pictures from one customer: ${JSON.stringify(statuses)}, slowest ${result.floodSlowestMs} ms`,
  );
  console.log(`another user's 4000×3000 upload meanwhile: ${other.status} in ${result.otherUserMs} ms`);
  console.log(`server peak memory (VmHWM): ${result.serverPeakMb} MB`);
  console.log(
    `six accounts trickling two 5 MB uploads each for ${TRICKLE_SECONDS} s: ${JSON.stringify(result.trickleStatuses)}, ` +
      `the longest held ${result.trickleLongestHeldMs} ms before its 408`,
  );
  console.log(
    `the admin's uploads meanwhile: ${during.admin.map(({ status, ms }) => `${status} in ${ms} ms`).join(', ')}`,
  );
  console.log(
    `another customer's meanwhile: ${during.customer.map(({ status, ms }) => `${status} in ${ms} ms`).join(', ')}`,
  );
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    `bench/results/upload-fairness-${result.measuredAt.replaceAll(':', '-')}.json`,
    `${JSON.stringify(result, null, 2)}\n`,
  );
} finally {
  child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
