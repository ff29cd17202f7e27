import { Migration } from '@mikro-orm/migrations';

/**
 * The live chat's own bounds (docs/decisions/060-live-chat-bounds.md):
 * - `chat_message.to_person`: a visitor message stored while a person held or awaited the chat (the assistant did
 *   not answer it), counted in the live-chat limit and never in the assistant's;
 * - `chat_session.visitor_typing_at` and `consultant_typing_at`: when each side's last typing event was written,
 *   so one conditional update throttles typing to one event a second per side on every instance.
 */
export class Migration20261204110000_live_message_bounds extends Migration {
  override name = 'Migration20261204110000_live_message_bounds';

  override up(): void {
    this.addSql(`alter table "chat_message" add column "to_person" boolean not null default false;`);
    this.addSql(`alter table "chat_session"
      add column "visitor_typing_at" timestamptz null,
      add column "consultant_typing_at" timestamptz null;`);
  }

  override down(): void {
    this.addSql(
      `alter table "chat_session" drop column "visitor_typing_at", drop column "consultant_typing_at";`,
    );
    this.addSql(`alter table "chat_message" drop column "to_person";`);
  }
}
