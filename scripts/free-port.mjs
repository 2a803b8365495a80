import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Ports handed out to this machine's test processes, a file each holding the owner's pid.
const CLAIMS = join(tmpdir(), 'restaurant-test-ports');

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

/**
 * Whether `port` is now this process's: a port the OS just freed is free for every process, and two test files
 * running side by side (the deploy test's nginx and the load-balancer test's instance) were given the same one; the
 * one that bound it second talked to the other's server. A claim whose owner has exited is taken over.
 */
function claim(port) {
  mkdirSync(CLAIMS, { recursive: true });
  const file = join(CLAIMS, String(port));
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return true;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(file, 'utf8'));
      if (owner === process.pid || (owner > 0 && alive(owner))) return false;
      try {
        unlinkSync(file);
      } catch {
        // another process took the stale claim over first
      }
    }
  }
  return false;
}

function probe() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * A local TCP port nothing listens on now and no other running test process was given: the OS picks it for a probe,
 * which lets it go again at once, and this process claims it (see `claim`).
 */
export async function freePort() {
  for (let tries = 0; tries < 100; tries += 1) {
    const port = await probe();
    if (claim(port)) return port;
  }
  throw new Error(`no free port that another test process was not given (claims in ${CLAIMS})`);
}
