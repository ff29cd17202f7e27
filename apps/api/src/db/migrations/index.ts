import { Migration20261121000000_contact_request } from './Migration20261121000000_contact_request.ts';

/** Every migration, oldest first. Add new ones at the end; never edit one that has shipped. */
export const migrationsList = [Migration20261121000000_contact_request];
