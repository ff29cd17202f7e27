import * as content from '@northline/content';
import * as schemas from '@northline/schemas';
import { describe, expect, it } from 'vitest';

/**
 * @northline/content (facts) and @northline/schemas (contracts) are both leaves and may not import each
 * other, so the few id lists both need are declared in each. The API uses both: this is where a drift
 * between them fails.
 */
describe('content and schemas agree', () => {
  it('on the six service ids (§3)', () => {
    expect([...content.SERVICE_IDS]).toEqual([...schemas.SERVICE_IDS]);
  });

  it('on the eight location ids (§3)', () => {
    expect([...content.LOCATION_IDS]).toEqual([...schemas.LOCATION_IDS]);
  });

  it('on the six industries (§3)', () => {
    expect([...content.INDUSTRY_IDS].sort()).toEqual([...schemas.INDUSTRIES].sort());
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
