/** The accounts the start-up banner and the README name. */
export const DEMO_CUSTOMER = { name: 'Sita Sharma', phone_number: '9811111111', password: 'Demo@1234' } as const;

/** The first admin's display name; its phone and password come from ADMIN_PHONE / ADMIN_PASSWORD. */
export const FIRST_ADMIN_NAME = 'Admin';
