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
