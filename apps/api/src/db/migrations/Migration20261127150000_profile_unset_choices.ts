import { Migration } from '@mikro-orm/migrations';

/**
 * A stored visitor profile leaves an unset choice out: null is not a value of any profile field (specification §3
 * "Visitor profile"), and a profile holding one cannot be read back to generate a recommendation. Removes the null
 * fields profiles were stored with.
 */
export class Migration20261127150000_profile_unset_choices extends Migration {
  override name = 'Migration20261127150000_profile_unset_choices';

  override up(): void {
    this.addSql(
      `update "visitor_profile" set "profile" = jsonb_strip_nulls("profile") where "profile" <> jsonb_strip_nulls("profile");`,
    );
  }

  override down(): void {
    // Leaves the profiles as they are: the removed null fields held no value.
  }
}
