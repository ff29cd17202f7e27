import { industryPages } from '@northline/content';
import { describe, expect, it } from 'vitest';
import { industryIcon } from './industry-icons.ts';

describe('industryIcon', () => {
  it('resolves every icon the four industry pages name', () => {
    for (const page of Object.values(industryPages)) {
      const names = [...page.services.items, ...page.whyChoose.items, ...(page.highlights?.items ?? [])].map(
        (item) => item.icon,
      );
      for (const name of names) expect(() => industryIcon(name), name).not.toThrow();
    }
  });

  it('names the missing icon', () => {
    expect(() => industryIcon('no-such-icon')).toThrow(/"no-such-icon"/);
  });
});
