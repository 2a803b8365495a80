/*
 * What the offline payment stand-ins' pages share: HTML escaping and the page around each form (plain HTML, one
 * inline stylesheet, no script, as the CSP allows script from 'self' only), saying plainly that no money moves.
 */

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A stand-in's page: its gateway's wordmark, its own stylesheet and the note of what it stands in for. */
export const sandboxPage =
  (gateway: { wordmark: string; style: string; note: string }) =>
  (title: string, body: string): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${gateway.style}</style>
</head>
<body>
<header><div class="wordmark">${gateway.wordmark}</div><div class="badge">Sandbox</div></header>
<main>
${body}
<p class="note">${gateway.note}</p>
</main>
</body>
</html>
`;

/** The card a stand-in shows instead of the way back: what happened, and the link to the shop. */
export const noticeCard = (title: string, text: string, backUrl: string) => `<section class="card" aria-labelledby="title">
  <h1 id="title">${escapeHtml(title)}</h1>
  <p role="status">${escapeHtml(text)}</p>
  <p><a href="${escapeHtml(backUrl)}">Open the shop</a></p>
</section>`;

/** A payment page's choice of what the stand-in does after Pay (server/services/sandbox-outcomes.ts), `chosen` checked. */
export const outcomeRadios = (outcomes: Record<string, string>, chosen: string) =>
  Object.entries(outcomes).map(
    ([value, label]) =>
      `<label><input type="radio" name="outcome" value="${value}"${value === chosen ? ' checked' : ''}> ${escapeHtml(label)}</label>`,
  );
