import { Migration } from '@mikro-orm/migrations';

/** Creates `contact_request`, the table of leads (specification §3). */
export class Migration20261121000000_contact_request extends Migration {
  override name = 'Migration20261121000000_contact_request';

  override up(): void {
    this.addSql(`create table "contact_request" (
      "id" uuid not null,
      "first_name" varchar(100) not null,
      "last_name" varchar(100) not null,
      "email" varchar(254) not null,
      "phone" varchar(40) not null,
      "company" varchar(200) not null,
      "employees" varchar(20) not null,
      "message" text null,
      "source" varchar(100) null,
      "submitted_at" timestamptz not null,
      constraint "contact_request_pkey" primary key ("id")
    );`);
    this.addSql(`create index "contact_request_submitted_at_index" on "contact_request" ("submitted_at");`);
  }

  override down(): void {
    this.addSql('drop table if exists "contact_request" cascade;');
  }
}
