/**
 * Hands a file fetched with the staff's token (a CSV register, the audit trail) to the browser as a download under
 * `name`: a plain link could not carry the token.
 */
export function saveDownload(name: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // Later, not at once: revoking while the browser still reads the file can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
