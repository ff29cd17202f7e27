import { Migration } from '@mikro-orm/migrations';

/**
 * The sales desk (decision 041): each lead's owner and first-response clock, the history of assignments, each
 * staff member's availability and open-lead capacity, and the round robin's cursor (one row, locked by whoever
 * assigns). Leads stored before it stay unassigned until the assignment sweep gives them an owner.
 */
export class Migration20261127000000_sales_desk extends Migration {
  override name = 'Migration20261127000000_sales_desk';

  override up(): void {
    this.addSql(
      `alter table "staff_user" add column "availability" varchar(10) not null default 'available', add column "lead_capacity" int not null default 30;`,
    );
    this.addSql(
      `alter table "lead" add column "owner_id" uuid null, add column "company_domain" varchar(255) null, add column "assigned_at" timestamptz null, add column "first_response_at" timestamptz null, add column "sla_breached_at" timestamptz null;`,
    );
    this.addSql(
      `alter table "lead" add constraint "lead_owner_id_foreign" foreign key ("owner_id") references "staff_user" ("id") on delete set null;`,
    );
    this.addSql(`create index "lead_owner_id_index" on "lead" ("owner_id");`);
    this.addSql(`create index "lead_company_domain_index" on "lead" ("company_domain");`);
    this.addSql(
      `create index "lead_unassigned_index" on "lead" ("occurred_at") where "assigned_at" is null and not "spam" and "kind" <> 'newsletter';`,
    );
    this.addSql(
      `create index "lead_awaiting_response_index" on "lead" ("occurred_at") where "first_response_at" is null and "sla_breached_at" is null and "status" = 'new';`,
    );

    this.addSql(`create table "lead_assignment" (
      "id" uuid not null,
      "lead_id" uuid not null,
      "from_staff_id" uuid null,
      "to_staff_id" uuid null,
      "by_staff_id" uuid null,
      "reason" varchar(20) not null,
      "at" timestamptz not null,
      primary key ("id")
    );`);
    this.addSql(`create index "lead_assignment_lead_id_at_index" on "lead_assignment" ("lead_id", "at");`);
    this.addSql(
      `alter table "lead_assignment" add constraint "lead_assignment_lead_id_foreign" foreign key ("lead_id") references "lead" ("id") on delete cascade;`,
    );
    for (const column of ['from_staff_id', 'to_staff_id', 'by_staff_id']) {
      this.addSql(
        `alter table "lead_assignment" add constraint "lead_assignment_${column}_foreign" foreign key ("${column}") references "staff_user" ("id") on delete set null;`,
      );
    }

    this.addSql(`create table "assignment_cursor" (
      "id" smallint not null,
      "last_staff_id" uuid null,
      primary key ("id")
    );`);
    this.addSql(
      `alter table "assignment_cursor" add constraint "assignment_cursor_last_staff_id_foreign" foreign key ("last_staff_id") references "staff_user" ("id") on delete set null;`,
    );
    this.addSql(`insert into "assignment_cursor" ("id", "last_staff_id") values (1, null);`);
  }

  override down(): void {
    this.addSql(`drop table if exists "assignment_cursor" cascade;`);
    this.addSql(`drop table if exists "lead_assignment" cascade;`);
    this.addSql(`delete from "notification" where "event" = 'lead.sla_breached';`);
    this.addSql(`drop index if exists "lead_unassigned_index";`);
    this.addSql(`drop index if exists "lead_awaiting_response_index";`);
    this.addSql(
      `alter table "lead" drop constraint "lead_owner_id_foreign", drop column "owner_id", drop column "company_domain", drop column "assigned_at", drop column "first_response_at", drop column "sla_breached_at";`,
    );
    this.addSql(`alter table "staff_user" drop column "availability", drop column "lead_capacity";`);
  }
}
