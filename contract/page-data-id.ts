/**
 * The id of the `<script type="application/json">` a server-rendered page carries its data in (./page-data.ts): a
 * module of its own, so the browser's first page names it without loading the schema.
 */
export const PAGE_DATA_ID = 'page-data';
