import { Migration } from '@mikro-orm/migrations';

/** The first-touch attribution columns, added to each table that stores a lead. */
const ATTRIBUTION_COLUMNS = `
  add column "landing_page" varchar(500) null,
  add column "referrer_host" varchar(253) null,
  add column "utm_source" varchar(200) null,
  add column "utm_medium" varchar(200) null,
  add column "utm_campaign" varchar(200) null,
  add column "utm_term" varchar(200) null,
  add column "utm_content" varchar(200) null,
  add column "gclid" varchar(200) null`;

/**
 * Lead capture (decision 003): attribution on contact requests, newsletter signups and chat sessions;
 * the spam flag on the two form leads; the chat session a contact request followed; idempotency keys (one table
 * for the forms, a column on the visitor's chat messages); and the used form-token nonces.
 */
export class Migration20261123100000_lead_capture extends Migration {
  override name = 'Migration20261123100000_lead_capture';

  override up(): void {
    this.addSql(`alter table "contact_request" ${ATTRIBUTION_COLUMNS},
      add column "chat_session_id" varchar(100) null,
      add column "spam" boolean not null default false,
      add column "spam_reason" varchar(40) null;`);
    this.addSql(`alter table "newsletter_subscription" ${ATTRIBUTION_COLUMNS},
      add column "spam" boolean not null default false,
      add column "spam_reason" varchar(40) null;`);
    this.addSql(`alter table "chat_session" ${ATTRIBUTION_COLUMNS};`);
    this.addSql(`alter table "chat_message" add column "idempotency_key" varchar(255) null;`);
    // NULLs are distinct in a unique constraint: messages without a key never clash.
    this.addSql(
      `alter table "chat_message" add constraint "chat_message_session_id_idempotency_key_unique" unique ("session_id", "idempotency_key");`,
    );
    this.addSql(`create table "idempotency_record" (
      "scope" varchar(40) not null,
      "key" varchar(255) not null,
      "fingerprint" varchar(64) not null,
      "response" jsonb null,
      "created_at" timestamptz not null,
      constraint "idempotency_record_pkey" primary key ("scope", "key")
    );`);
    this.addSql(`create index "idempotency_record_created_at_index" on "idempotency_record" ("created_at");`);
    this.addSql(`create table "form_token_use" (
      "nonce" varchar(64) not null,
      "used_at" timestamptz not null,
      constraint "form_token_use_pkey" primary key ("nonce")
    );`);
  }

  override down(): void {
    this.addSql('drop table if exists "form_token_use";');
    this.addSql('drop table if exists "idempotency_record";');
    this.addSql('alter table "chat_message" drop column "idempotency_key";');
    const drop = (table: string, extra: string[] = []) =>
      this.addSql(
        `alter table "${table}" ${[
          'landing_page',
          'referrer_host',
          'utm_source',
          'utm_medium',
          'utm_campaign',
          'utm_term',
          'utm_content',
          'gclid',
          ...extra,
        ]
          .map((column) => `drop column "${column}"`)
          .join(', ')};`,
      );
    drop('contact_request', ['chat_session_id', 'spam', 'spam_reason']);
    drop('newsletter_subscription', ['spam', 'spam_reason']);
    drop('chat_session');
  }
}
