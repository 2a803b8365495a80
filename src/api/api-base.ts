/** Where the API answers: the same origin's /api unless the build says otherwise. */
export const API_BASE = import.meta.env.VITE_API_URL ?? '/api';
