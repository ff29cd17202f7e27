import { industryPages } from '@northline/content';
import { describe, expect, it } from 'vitest';
import { iconFor } from '../shared/icon-lookup.ts';
import { industryPageIcons } from './industry-icons.ts';

describe('the industry page icon map (iconFor)', () => {
  it('resolves every icon the four industry pages name', () => {
    for (const page of Object.values(industryPages)) {
      const names = [...page.services.items, ...page.whyChoose.items, ...(page.highlights?.items ?? [])].map(
        (item) => item.icon,
      );
      for (const name of names) expect(() => iconFor(industryPageIcons, name), name).not.toThrow();
    }
  });

  it('names the missing icon', () => {
    expect(() => iconFor(industryPageIcons, 'no-such-icon')).toThrow(/"no-such-icon"/);
  });
});
