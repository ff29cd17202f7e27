import { Migration } from '@mikro-orm/migrations';

/**
 * Creates the recommendation engine's tables (specification §3 "Visitor profile", "Recommendation
 * result", "Recommendation analytics event"): `visitor_profile` (one per client session id), `recommendation`
 * (every generation, newest first by `generated_at`) and `recommendation_event` (viewed and contacted actions).
 * Recommendations and events are deleted with their profile.
 */
export class Migration20261122000100_recommendations extends Migration {
  override name = 'Migration20261122000100_recommendations';

  override up(): void {
    this.addSql(`create table "visitor_profile" (
      "session_id" varchar(100) not null,
      "profile" jsonb not null,
      "created_at" timestamptz not null,
      "updated_at" timestamptz not null,
      constraint "visitor_profile_pkey" primary key ("session_id")
    );`);

    this.addSql(`create table "recommendation" (
      "id" uuid not null,
      "session_id" varchar(100) not null,
      "generated_at" timestamptz not null,
      "data" jsonb not null,
      "phrased" boolean not null,
      constraint "recommendation_pkey" primary key ("id")
    );`);
    this.addSql(
      `create index "recommendation_session_id_generated_at_index" on "recommendation" ("session_id", "generated_at");`,
    );
    this.addSql(
      `alter table "recommendation" add constraint "recommendation_session_id_foreign" foreign key ("session_id") references "visitor_profile" ("session_id") on delete cascade;`,
    );

    this.addSql(`create table "recommendation_event" (
      "id" uuid not null,
      "session_id" varchar(100) not null,
      "recommendation_id" varchar(100) not null,
      "action" varchar(20) not null,
      "service_id" varchar(50) null,
      "value" double precision null,
      "occurred_at" timestamptz not null,
      "received_at" timestamptz not null,
      constraint "recommendation_event_pkey" primary key ("id")
    );`);
    this.addSql(
      `create index "recommendation_event_received_at_index" on "recommendation_event" ("received_at");`,
    );
    this.addSql(
      `create index "recommendation_event_session_id_occurred_at_index" on "recommendation_event" ("session_id", "occurred_at");`,
    );
    this.addSql(
      `alter table "recommendation_event" add constraint "recommendation_event_session_id_foreign" foreign key ("session_id") references "visitor_profile" ("session_id") on delete cascade;`,
    );
  }

  override down(): void {
    this.addSql('drop table if exists "recommendation_event" cascade;');
    this.addSql('drop table if exists "recommendation" cascade;');
    this.addSql('drop table if exists "visitor_profile" cascade;');
  }
}
