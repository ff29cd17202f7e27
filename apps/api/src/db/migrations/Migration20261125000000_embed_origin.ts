import { Migration } from '@mikro-orm/migrations';

/**
 * Partner attribution (docs/decisions/013): the origin of the page a chat was embedded on. Sessions
 * stored before this migration have none (null), as do sessions from origins the API does not accept.
 */
export class Migration20261125000000_embed_origin extends Migration {
  override name = 'Migration20261125000000_embed_origin';

  override up(): void {
    this.addSql(`alter table "chat_session" add column "embed_origin" varchar(255) null;`);
  }

  override down(): void {
    this.addSql(`alter table "chat_session" drop column "embed_origin";`);
  }
}
