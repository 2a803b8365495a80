#!/usr/bin/env node
// Rewrites citations of documents that are not in the repository ("spec §5", "decisions §3", "issue 13") into
// references to the rules in docs/rules/ ("docs/rules/validation.md#signup"), choosing the section by the words
// around the citation. Re-runnable: a tree with nothing left to rewrite is left as it is, so it can be run again
// after other branches are merged. `node scripts/cite-docs.mjs` rewrites; `--check` only lists what it would change.
// tests/docs-references.test.ts fails on any citation left and on any reference that does not resolve.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const R = 'docs/rules/';

/** Each target: a default reference and [words, reference] pairs tried in order against the citation's line. */
const SPEC = {
  1: ['roles.md#who-uses-it'],
  2: [
    'screens.md#routes',
    [/word for word/i, 'texts.md#screen-texts'],
    [/404|not found/i, 'screens.md#routes'],
    [/400px|scrolls/i, 'screens.md#admin-screens'],
    [/show\/hide/i, 'screens.md#signup'],
    [/forgot|forget|reset/i, 'screens.md#forgot-password'],
    [/change.password/i, 'screens.md#change-password'],
    [/log ?out/i, 'screens.md#logout'],
    [/\botp\b|code/i, 'screens.md#otp'],
    [/sign.?up/i, 'screens.md#signup'],
    [/log ?in|sign in/i, 'screens.md#login'],
    [/profile|favou?rite/i, 'screens.md#profile'],
    [/cart|badge/i, 'screens.md#cart'],
    [/search/i, 'screens.md#search'],
    [/navbar|navigation|avatar/i, 'screens.md#navigation-bar'],
    [/footer|opening hours/i, 'screens.md#footer'],
    [/admin|meal list|user list|categor|delete/i, 'screens.md#admin-screens'],
    [/meal page|meal detail|meal's page|\/meal\/|review|rating/i, 'screens.md#meal-detail'],
    [/feature.?unavailable/i, 'screens.md#feature-unavailable'],
    [/about/i, 'screens.md#about'],
    [/\borders?\b/i, 'screens.md#orders'],
    [/home|carousel/i, 'screens.md#home'],
    [/menu/i, 'screens.md#menu'],
  ],
  3: ['entities.md#entities-and-fields'],
  4: [
    'states.md#states-and-transitions',
    [/401|signed out|sign.?out|auth/i, 'states.md#auth'],
    [/validate|refresh|app load/i, 'states.md#app-load'],
    [/\bcount\b|badge/i, 'states.md#cart-count'],
    [/quantit|total|line|minus|plus/i, 'states.md#cart-quantity'],
    [/filter|categor(y|ies) tab|'all'|category id/i, 'states.md#category-filter'],
    [/search|admin list|meal.list|user.list/i, 'states.md#search'],
    [/countdown|resend|300|red at|60 seconds/i, 'states.md#otp-countdown'],
    [/draft|sign.?up/i, 'states.md#signup'],
    [/review/i, 'states.md#review-form'],
    [/piece|half.plate|meal form|add meal|update meal/i, 'states.md#meal-form'],
    [/categor|1\.5|warning/i, 'states.md#category-delete'],
    [/admin/i, 'states.md#add-admin'],
    [/log ?in/i, 'states.md#auth'],
  ],
  5: [
    'validation.md#validation-rules',
    [/word for word/i, 'texts.md#validation-texts'],
    [/add.admin|add user|new admin|country code/i, 'validation.md#add-admin'],
    [/restaurant|about|info|3000/i, 'validation.md#restaurant-info'],
    [/review|rating|\bstars?\b/i, 'validation.md#review'],
    [/favou?rite|heart/i, 'validation.md#add-to-cart'],
    [/meal|image|40 ?MB|half.plate|description/i, 'validation.md#meal-form'],
    [/change.password/i, 'validation.md#change-password'],
    [/forgot/i, 'validation.md#forgot-password'],
    [/\botp\b|digit box/i, 'validation.md#otp-boxes'],
    [/sign.?up|name/i, 'validation.md#signup'],
    [/log ?in/i, 'validation.md#login'],
    [/add to cart|add-to-cart|guest|visitor|differently/i, 'validation.md#add-to-cart'],
    [/categor/i, 'validation.md#category'],
    [/\bpay\b|empty cart|cart is empty/i, 'validation.md#pay'],
  ],
  6: ['roles.md#permissions'],
  7: [
    'api.md#the-api',
    [/401|error/i, 'api.md#errors'],
    [/\/cart\/|cart/i, 'api.md#cart'],
    [/\/account\/|account|log ?in|sign.?up|otp|token|user-profile|users\/|password/i, 'api.md#account'],
    [/\/about\/|about/i, 'api.md#about'],
    [/pay|esewa|order/i, 'api.md#orders-and-payment'],
    [/meal|categor|review|favou?rite|search/i, 'api.md#meals-and-categories'],
    [/base|\/api|host|path/i, 'api.md#base'],
  ],
  8: ['texts.md#error-catalogue', [/auth error text/i, 'texts.md#auth-error-text']],
  9: [
    'limits.md#numbers-and-limits',
    [/unused|query data|retention/i, 'limits.md#cached-data'],
    [/cookie|token|session|18000/i, 'limits.md#sessions'],
    [/toast|5000|top-right|\b5 s\b/i, 'limits.md#notifications'],
    [/carousel|cut|200|120|150/i, 'limits.md#lengths-shown'],
    [/\bpages?\b|page size/i, 'limits.md#page-size'],
    [/\botp\b|code|300|60 ?s|countdown/i, 'limits.md#codes'],
    [/quantit|cart|decimal/i, 'limits.md#cart'],
    [/review|rating|password|name|image|phone|jpe?g|png|40 ?MB/i, 'limits.md#forms'],
    [/12-hour|hour|skeleton|badge/i, 'limits.md#display'],
  ],
};

const PAYMENTS = [
  [/sandbox|stand-in/i, 'payments.md#sandbox'],
  [/\bscd\b|product_code|merchant/i, 'payments.md#merchant-code'],
  [/\bsu\b|\bfu\b|return url|success_url|PUBLIC_URL|esewa-(success|failure)/i, 'payments.md#return-urls'],
  [/verif|idempot|replay|forged|twice/i, 'payments.md#verification'],
  [/khalti|cash|counter/i, 'payments.md#ways-to-pay'],
  [/esewa|gateway|\bv[12]\b|form|pay(ment)?/i, 'payments.md#esewa'],
];

const DECISIONS = {
  1: [
    'system.md#shape',
    [/VITE_API_URL|\/api\b|same origin|paths?\b/i, 'api.md#base'],
    [/config|environment|variable|env\b|zod at start/i, 'system.md#configuration'],
    [/instance|postgres|scale/i, 'system.md#scale-out'],
  ],
  2: [
    'accounts.md#accounts-codes-and-sessions',
    [/forgot|reset/i, 'accounts.md#forgotten-password'],
    [/otp_validation|verify|send-otp|sign.?up/i, 'accounts.md#sign-up'],
    [/token|refresh|session|log ?out|jwt|revok/i, 'accounts.md#sessions'],
    [/code|tries|throttl/i, 'accounts.md#codes'],
    [/admin/i, 'accounts.md#admins'],
    [/hash|argon|password|phone/i, 'accounts.md#phone-numbers-and-passwords'],
  ],
  3: ['roles.md#permissions', [/staff|owner|manager|kitchen|counter/i, 'roles.md#staff-roles']],
  4: [
    'menu.md#meals-categories-search-and-reviews',
    [/delet|history|go(es)? with it|go too/i, 'menu.md#deleting'],
    [/image|picture|jpe?g|png|40 ?MB/i, 'menu.md#images'],
    [/search/i, 'menu.md#search'],
    [/rating|average|2\.5|stars/i, 'menu.md#ratings'],
    [/review/i, 'menu.md#reviews'],
  ],
  5: [
    'orders.md#checkout',
    [/money|paisa|VAT|service charge/i, '../money.md#paisa'],
    ...PAYMENTS,
    [/status|machine|order list|\/route\/admin\/orders|move|\/orders\b|customer's orders|kitchen's list/i, 'orders.md#order-statuses'],
    [/cart|line|quantit|persist|reload|several|one meal/i, 'orders.md#cart-lines'],
  ],
  6: ['system.md#sms-outbox', [/demo (data|restaurant|account)|empty database/i, 'system.md#demo-data']],
  7: ['departures.md#where-the-app-differs-from-the-original-description'],
};

const ISSUES = {
  4: ['system.md#performance-goals', [/image|card|picture/i, 'menu.md#images'], [/search/i, 'menu.md#search']],
  5: ['orders.md#order-statuses', [/bench|per second|checkouts/i, 'system.md#performance-goals']],
  6: ['orders.md#dashboard', [/dashboard|figures/i, 'orders.md#dashboard'], [/admin|code/i, 'accounts.md#admins']],
  7: ['system.md#performance-goals', [/reliab|crash|restart|kill/i, 'system.md#reliability']],
  12: [
    'payments.md#unpaid-orders',
    [/refund|owes|owe back/i, 'payments.md#refunds'],
    [/number/i, 'orders.md#order-numbers'],
    [/kitchen|tab\b/i, 'orders.md#order-statuses'],
  ],
  13: [
    'orders.md#ways-to-order',
    [/reaches the customer|fulfilment|ordering options|ways the restaurant|ways? (to|of) order|dine-in|pickup|delivery/i, 'orders.md#ways-to-order'],
    [/order again/i, 'orders.md#order-again'],
    [/sms|texts?\b|told/i, 'orders.md#customer-texts'],
    [/ready|\+5 min/i, 'orders.md#ready-time'],
    [/(at|for) a time|later today|schedul|for later|time[s ]|closed|at night|hours/i, 'orders.md#later-today'],
    [/\btables?\b|qr/i, 'orders.md#tables'],
    [/takes orders|right now|open now/i, 'orders.md#checkout'],
    [/option|portion|half.plate|spice|extras|choice|chose|momo|priced as chosen/i, 'orders.md#options'],
    [/kitchen/i, 'orders.md#kitchen-screen'],
    [/line/i, 'orders.md#cart-lines'],
  ],
  14: [
    'robustness.md#screens',
    [/upload|picture|decod|pixel|flood/i, 'robustness.md#uploads'],
    [/token|refresh|session|grace|pair|second tab|replay/i, 'robustness.md#sessions'],
    [/wrong code|guess|limit|reviews an hour|streams|cache|memory|percent|outbox|stranger/i, 'robustness.md#limits'],
    [/\bnode\b|431|header|bod(y|ies)|1 MB|connection|request line/i, 'robustness.md#requests'],
    [/readable|server's own user/i, 'robustness.md#files'],
  ],
  16: [
    'system.md#api-reference',
    [/link|preview|open graph|schema\.org|structured|crawler|search engine/i, 'system.md#link-previews'],
  ],
  22: [
    'system.md#demo-and-production',
    [/random id|TXN|guess/i, 'payments.md#esewa'],
    [/outbox/i, 'system.md#sms-outbox'],
  ],
  23: ['payments.md#ways-to-pay'],
  24: ['menu.md#sold-out'],
  25: ['orders.md#cart-lines', [/kitchen|time zone|\+5/i, 'orders.md#kitchen-screen'], [/nepali|digit/i, 'texts.md#texts-kept-word-for-word']],
};

/** The rule that fits the words before the citation, else those after it, else the file's first section. */
function pick(table, n, before, after) {
  const entry = table[n];
  if (!entry) return null;
  const [fallback, ...rules] = entry;
  const fits = (text) => rules.find(([words]) => words.test(text));
  const hit = fits(before) ?? fits(after);
  return resolve(R + (hit ? hit[1] : fallback));
}

const resolve = (target) => target.replace(/^docs\/rules\/\.\.\//, 'docs/');

/**
 * One pass, left to right: `spec §2 and §8`, `Spec §2/§8`, `the spec's §8`, `decisions.md §2`, `spec section 4`; a
 * bare `§5` (of the document named last before it, RFC sections aside); `issue 13`, `issues 12 and 13`, `Issue 13's`.
 */
const CITATION = new RegExp(
  [
    String.raw`\b(?<doc>spec|decisions)(?:'s)?(?:\.md)?\s+(?:section\s+|§\s?)(?<first>\d+)(?<rest>(?:\s*(?:,|\/|and|or)\s*§\s?\d+)*)(?<docpos>'s)?`,
    String.raw`(?<!RFC \d+ )(?<![\w.])§\s?(?<bare>\d+)(?<barepos>'s)?`,
    String.raw`\b[Ii]ssues?\s+#?(?<issue>\d+)(?:\s+and\s+(?<issue2>\d+))?(?<issuepos>'s)?`,
  ].join('|'),
  'gi',
);

function rewriteLine(line, lastKind) {
  let kind = lastKind;
  const out = line.replace(CITATION, (match, ...args) => {
    const groups = args.at(-1);
    const offset = args.at(-3);
    const before = line.slice(0, offset);
    const after = line.slice(offset + match.length);
    let refs;
    let possessive;
    if (groups.doc) {
      kind = groups.doc.toLowerCase();
      const numbers = [groups.first, ...[...groups.rest.matchAll(/\d+/g)].map((m) => m[0])];
      refs = numbers.map((n) => pick(kind === 'spec' ? SPEC : DECISIONS, Number(n), before, after));
      possessive = groups.docpos;
    } else if (groups.bare) {
      const named = [...before.matchAll(/\b(spec|decisions)\b/gi)].at(-1)?.[1].toLowerCase() ?? kind;
      const n = Number(groups.bare);
      refs = [pick(named === 'decisions' && n in DECISIONS ? DECISIONS : SPEC, n, before, after)];
      possessive = groups.barepos;
    } else {
      const numbers = [groups.issue, groups.issue2].filter(Boolean);
      refs = numbers.map((n) => pick(ISSUES, Number(n), before, after));
      possessive = groups.issuepos;
    }
    if (refs.some((r) => r === null)) return match;
    return refs.join(' and ') + (possessive ? ':' : '');
  });
  return { out, kind };
}

const WIDTH = 120;

/** Words into lines of `prefix` + words, each at most WIDTH long where the words allow it. */
function fill(prefix, words) {
  const lines = [];
  let current = '';
  for (const word of words) {
    if (current && prefix.length + current.length + 1 + word.length > WIDTH) {
      lines.push(prefix + current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(prefix + current);
  return lines;
}

/** The prefix and text of a comment line: `// `, ` * ` inside a block; null for anything else. */
const commentOf = (line) => /^(\s*(?:\/\/|\*) )(.*)$/.exec(line);
/** Lines that start a thing of their own (a list item, a table row, a tag, code): never joined to the line before. */
const STANDS_ALONE = /^([-*|@`]|\d+\.\s|\*\/)/;

/**
 * Comment lines a reference made longer than the code's 120 columns, filled again: the long line and the lines after
 * it with the same prefix, up to the end of its sentence; a one-line `/** … *\/` becomes a block. Code, strings and
 * comments behind code are left as they are.
 */
function wrapLong(lines, changed) {
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!changed.has(i) || line.length <= WIDTH) {
      out.push(line);
      continue;
    }
    const single = /^(\s*)\/\*\* (.*) \*\/$/.exec(line);
    if (single) {
      out.push(`${single[1]}/**`, ...fill(`${single[1]} * `, single[2].split(' ')), `${single[1]} */`);
      continue;
    }
    const first = commentOf(line);
    if (!first || first[2].endsWith('*/')) {
      out.push(line);
      continue;
    }
    const words = first[2].split(' ');
    // Up to the end of the sentence the long line is in: what comes after keeps its own lines.
    while (i + 1 < lines.length && !/[.:;!?]$/.test(words.at(-1) ?? '')) {
      const next = commentOf(lines[i + 1]);
      const ends = !next || next[1] !== first[1] || !next[2].trim() || next[2].endsWith('*/');
      if (ends || STANDS_ALONE.test(next[2])) break;
      words.push(...next[2].split(' '));
      i++;
    }
    out.push(...fill(first[1], words.filter(Boolean)));
  }
  return out;
}

export function rewrite(text) {
  let kind = 'spec';
  const changed = new Set();
  const lines = text.split('\n').map((line, index) => {
    const { out, kind: next } = rewriteLine(line, kind);
    kind = [...line.matchAll(/\b(spec|decisions)\b/gi)].at(-1)?.[1].toLowerCase() ?? next;
    // A long comment line naming docs/ was made long by a reference (this run's or an earlier one's).
    if (out !== line || (out.length > WIDTH && /docs\/[\w/-]+\.md/.test(out))) changed.add(index);
    return out;
  });
  return wrapLong(lines, changed).join('\n');
}

const SKIP = /^(locales\/|public\/|styled-system\/|docs\/rules\/|package-lock\.json$|scripts\/cite-docs\.mjs$)/;
const TEXT = /\.(ts|tsx|mts|mjs|cjs|js|md|json|yaml|yml|css|html)$/;

export function citedFiles(root = process.cwd()) {
  return execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => f && TEXT.test(f) && !SKIP.test(f) && f !== 'tests/docs-references.test.ts');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  let changed = 0;
  for (const file of citedFiles()) {
    let before;
    try {
      before = readFileSync(file, 'utf8');
    } catch {
      continue; // listed by git but moved or deleted in the work tree
    }
    const after = rewrite(before);
    if (after === before) continue;
    changed++;
    if (check) console.log(file);
    else writeFileSync(file, after);
  }
  console.log(`${check ? 'would rewrite' : 'rewrote'} ${changed} files`);
  if (check && changed) process.exitCode = 1;
}
