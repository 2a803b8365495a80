import type { $Fetch } from 'ofetch';
import { auditActors, auditPage, type AuditFilter } from '../../../contract/audit';
import { errorText, SOMETHING_WENT_WRONG } from '../../../contract/errors';
import type { AuditApi } from '../../../machines/people/audit-api';
import { failure, ok } from '../../../machines/shared/result';
import { request } from '../../api/http';
import { saveDownload } from '../../lib/save-download';

/**
 * The real audit calls. The CSV is fetched, not linked: the API takes the owner's token as a bearer only (a link
 * would carry none), so the file is read with it and handed to the browser as a download.
 */
export function createAuditApi(http: $Fetch): AuditApi {
  return {
    auditPage: (filter, page) => request(http, auditPage, '/admin/audit/', { query: { ...filter, page } }),
    auditActors: () => request(http, auditActors, '/admin/audit/actors/'),
    async downloadCsv(filter: AuditFilter) {
      try {
        const response = await http.raw('/admin/audit.csv', { query: filter, responseType: 'text', ignoreResponseError: true });
        if (!response.ok) return failure(errorText(response._data === undefined ? undefined : safeJson(response._data)), response.status);
        const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'audit.csv';
        saveDownload(name, String(response._data));
        return ok(null);
      } catch {
        return failure(SOMETHING_WENT_WRONG);
      }
    },
  };
}

const safeJson = (text: unknown): unknown => {
  try {
    return typeof text === 'string' ? JSON.parse(text) : text;
  } catch {
    return undefined;
  }
};
