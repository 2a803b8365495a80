// The probe's trickling client for bench/upload-fairness.mjs: uploads over their own sockets from one loopback address,
// each declaring 5 MB and sending a byte a second, two at a time, a new one opened as soon as one is answered.
import { request } from 'node:http';

const BOUNDARY = 'trickle-bench';
const HEAD = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="profile_picture"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
);

/** One trickling upload; settles with its status (0: no answer, the socket failed) and how long it was held. */
function trickleOnce(base, token, localAddress, stopAt) {
  return new Promise((resolve) => {
    const started = Date.now();
    let timer;
    const done = (status) => {
      clearInterval(timer);
      resolve({ status, heldMs: Date.now() - started });
    };
    const url = new URL('/api/account/user-profile/', base);
    const req = request({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'PUT',
      localAddress,
      agent: false,
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`,
        'Content-Length': String(5 * 1024 * 1024),
      },
    });
    req.on('response', (response) => {
      response.resume();
      response.on('end', () => {
        done(response.statusCode);
        req.destroy();
      });
    });
    req.on('error', () => done(0));
    req.write(HEAD);
    timer = setInterval(() => {
      if (Date.now() >= stopAt) {
        done(-1);
        req.destroy();
      } else req.write(Buffer.from([0]));
    }, 1000);
  });
}

/** Two trickles from one account kept going for `seconds`; every answer (-1: still open when the attack stopped). */
export async function trickleFor(base, token, localAddress, seconds) {
  const stopAt = Date.now() + seconds * 1000;
  const answers = [];
  const lane = async () => {
    while (Date.now() < stopAt) {
      const answer = await trickleOnce(base, token, localAddress, stopAt);
      answers.push(answer);
      // A refused upload is answered at once: wait as Retry-After says rather than spin.
      if (answer.status === 429 || answer.status === 503) await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  };
  await Promise.all([lane(), lane()]);
  return answers;
}
