import type { AuditActorOption, AuditFilter, AuditPage } from '../../contract/audit';
import type { Result } from '../shared/result';

/** The owner's audit trail calls (docs/rules/roles.md#staff-roles), loaded only with the admin screens. */
export interface AuditApi {
  /** GET /admin/audit/?page=&actor=&kind=&from=&to= — newest first. */
  auditPage(filter: AuditFilter, page: number): Promise<Result<AuditPage>>;
  /** GET /admin/audit/actors/ — the persons to filter by. */
  auditActors(): Promise<Result<AuditActorOption[]>>;
  /** GET /admin/audit.csv with the same filters, saved as the browser's download (the call needs the token). */
  downloadCsv(filter: AuditFilter): Promise<Result<null>>;
}

/** What the screen loads at once: a page, and the persons the first time. */
export interface AuditLoaded {
  page: AuditPage;
  actors: AuditActorOption[] | null;
}
