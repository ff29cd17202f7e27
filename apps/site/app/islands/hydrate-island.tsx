import { hydrateRoot } from 'react-dom/client';
import { replayEarlyClicks } from '../lib/early-clicks.ts';
import { captureEarlyValues } from './early-values.ts';
import { IslandRoot } from './island-root.tsx';
import type { AnyComponent } from './registry.ts';

/**
 * Hydrates one island (`<div data-island>`, see island.tsx) as a React root of its own: its props from
 * `data-props`, the id prefix the prerender used. Once hydrated, it is marked `data-island-hydrated="true"`
 * (the boot script stops recording clicks in it), what the visitor typed or chose in it before is handed to its
 * components (islands/early-values.ts), then the clicks recorded in it before are replayed, once each (both in a
 * microtask after the island's first effects).
 */
export function hydrateIsland(root: HTMLElement, Component: AnyComponent): void {
  const props = JSON.parse(root.dataset.props ?? '{}') as object;
  const replayEarlyValues = captureEarlyValues(root);
  const onHydrated = () => {
    root.dataset.islandHydrated = 'true';
    // After the effect that calls this, outside React's work: each replayed change is then rendered before the
    // next is sent (React flushes a controlled field's update at the end of its event), so a component that
    // computes its next state from its props (the recommendation test's profile panel) keeps every change.
    queueMicrotask(() => {
      replayEarlyValues();
      replayEarlyClicks(document, root);
    });
  };
  hydrateRoot(
    root,
    <IslandRoot onHydrated={onHydrated}>
      <Component {...props} />
    </IslandRoot>,
    { identifierPrefix: root.dataset.idPrefix },
  );
}
