import * as content from '@northline/content';
import * as schemas from '@northline/schemas';
import { describe, expect, it } from 'vitest';

/**
 * @northline/content (facts) reads the service, industry and location ids from @northline/schemas
 * (contracts), where they are declared once (docs/decisions/015-content-reads-ids-from-schemas.md). What is
 * still written on both sides, and the catalogue as a whole, the API checks here.
 */
describe('content and schemas agree', () => {
  it('on the six services, six industries and eight locations (§3), in the schemas order', () => {
    expect(content.services.map((s) => s.id)).toEqual([...schemas.SERVICE_IDS]);
    expect(content.industries.map((i) => i.id)).toEqual([...schemas.INDUSTRIES]);
    expect(content.locations.map((l) => l.id)).toEqual([...schemas.LOCATION_IDS]);
  });

  it('on the size bands every form offers (§3)', () => {
    for (const form of Object.values(content.contactForms)) {
      expect(Object.keys(schemas.SIZE_BANDS)).toContain(form.sizeBands);
    }
  });

  it('the catalogue validates', () => {
    expect(() => content.validateCatalogue(content.catalogue)).not.toThrow();
  });
});
