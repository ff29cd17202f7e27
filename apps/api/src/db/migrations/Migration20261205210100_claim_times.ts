import { Migration } from '@mikro-orm/migrations';

/**
 * The chat's promise is measured (docs/decisions/082-presence-is-one-fact.md): a waiting visitor is told the median
 * time from request to claim of the newest claims (conversations/live-chat.ts `readHandoffPresence`). A partial
 * index on `chat_session.claimed_at` finds them: most sessions are never claimed.
 */
export class Migration20261205210100_claim_times extends Migration {
  override name = 'Migration20261205210100_claim_times';

  override up(): void {
    this.addSql(
      `create index "chat_session_claimed_at_index" on "chat_session" ("claimed_at") where "claimed_at" is not null;`,
    );
  }

  override down(): void {
    this.addSql(`drop index "chat_session_claimed_at_index";`);
  }
}
