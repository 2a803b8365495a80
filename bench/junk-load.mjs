// The junk beside the menu bench's normal load (bench/menu-throughput.mjs), in its own process so it never takes a
// turn on a server's or on the normal load's event loop: `node bench/junk-load.mjs <base URL> <seconds>
// <connections> <meal id>` sends, on each keep-alive connection as fast as answers come, menu reads whose numbers are
// spelled anew on every request (`?page=1.000…0`, `/meal/meals/000…01/`, `?page_size=08`, a percent-encoded digit…),
// as the attacker of the menu cache did. Prints one JSON line: requests per second and answers by status.
import autocannon from 'autocannon';

const [base, seconds = '10', connections = '25', mealId = '1'] = process.argv.slice(2);
if (!base) throw new Error('usage: node bench/junk-load.mjs <base URL> [seconds] [connections] [meal id]');

const SPELLINGS = [
  (n) => `/api/meal/meals/?page=1.${'0'.repeat(n)}&page_size=8`,
  (n) => `/api/meal/meals/${'0'.repeat(n)}${mealId}/`,
  (n) => `/api/meal/meals/?page=${'0'.repeat(n)}1&page_size=8`,
  (n) => `/api/meal/meals/?page=1&page_size=8.${'0'.repeat(n)}`,
  (n) => `/api/meal/meal-by-category/${'0'.repeat(n)}1/`,
  (n) => `/api/meal/meals/?page=1e${n}&page_size=8`,
  (n) => `/api/meal/meals/?page=%3${n % 10}&page_size=8&junk=${n}`,
];

let sent = 0;
const statuses = {};
const result = await autocannon({
  url: base,
  connections: Number(connections),
  duration: Number(seconds),
  requests: [
    {
      method: 'GET',
      setupRequest: (request) => {
        sent++;
        const spell = SPELLINGS[sent % SPELLINGS.length];
        return { ...request, path: spell(1 + (Math.floor(sent / SPELLINGS.length) % 400)) };
      },
      onResponse: (status) => {
        statuses[status] = (statuses[status] ?? 0) + 1;
      },
    },
  ],
});
console.log(JSON.stringify({ perSecond: result.requests.average, total: result.requests.total, statuses }));
