// @vitest-environment jsdom
import { act, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureEarlyValues } from './early-values.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A form of controlled fields that shows its state, as the islands' forms and consoles hold theirs. */
function Profile() {
  const [industry, setIndustry] = useState('');
  const [goals, setGoals] = useState<string[]>([]);
  const [size, setSize] = useState('small');
  const [name, setName] = useState('');
  const [note, setNote] = useState('Hello');
  const toggle = (goal: string) =>
    setGoals((current) => (current.includes(goal) ? current.filter((g) => g !== goal) : [...current, goal]));
  return (
    <form>
      <select aria-label="industry" value={industry} onChange={(event) => setIndustry(event.target.value)}>
        <option value="">Choose</option>
        <option value="legal">Legal</option>
      </select>
      {['security', 'growth'].map((goal) => (
        <input
          key={goal}
          type="checkbox"
          aria-label={goal}
          checked={goals.includes(goal)}
          onChange={() => toggle(goal)}
        />
      ))}
      {['small', 'large'].map((value) => (
        <input
          key={value}
          type="radio"
          name="size"
          aria-label={value}
          checked={size === value}
          onChange={() => setSize(value)}
        />
      ))}
      <input aria-label="name" value={name} onChange={(event) => setName(event.target.value)} />
      <textarea aria-label="note" value={note} onChange={(event) => setNote(event.target.value)} />
      <output>{JSON.stringify({ industry, goals, size, name, note })}</output>
    </form>
  );
}

const containers: HTMLElement[] = [];
afterEach(() => {
  for (const container of containers.splice(0)) container.remove();
});

/** The prerendered form in the page, `before` run on it (the visitor), then hydrated. */
async function hydrated(before: (get: (label: string) => HTMLElement) => void) {
  const container = document.createElement('div');
  containers.push(container);
  container.innerHTML = renderToString(<Profile />);
  document.body.append(container);
  const get = (label: string) => container.querySelector(`[aria-label="${label}"]`) as HTMLElement;
  before(get);
  const replay = captureEarlyValues(container);
  await act(async () => {
    hydrateRoot(container, <Profile />);
  });
  const state = () => JSON.parse(container.querySelector('output')?.textContent ?? '{}');
  return { get, state, replay };
}

describe('captureEarlyValues (decision 018: no input lost before an island hydrates)', () => {
  it('hands React what was chosen, ticked and typed before hydration, which it keeps but does not report', async () => {
    const { get, state, replay } = await hydrated((get) => {
      (get('industry') as HTMLSelectElement).value = 'legal';
      (get('security') as HTMLInputElement).checked = true;
      (get('large') as HTMLInputElement).checked = true;
      (get('name') as HTMLInputElement).value = 'Ada';
      (get('note') as HTMLTextAreaElement).value = 'Hello there';
    });
    // React kept the choice on screen, but its state is still the prerendered one (and the textarea reset).
    expect((get('industry') as HTMLSelectElement).value).toBe('legal');
    expect(state()).toEqual({ industry: '', goals: [], size: 'small', name: '', note: 'Hello' });

    let replayed = 0;
    await act(async () => {
      replayed = replay();
    });
    expect(replayed).toBe(5);
    expect(state()).toEqual({
      industry: 'legal',
      goals: ['security'],
      size: 'large',
      name: 'Ada',
      note: 'Hello there',
    });
    // The page still shows the visitor's values, and a later click toggles from the right state.
    expect((get('security') as HTMLInputElement).checked).toBe(true);
    expect((get('name') as HTMLInputElement).value).toBe('Ada');
    expect((get('note') as HTMLTextAreaElement).value).toBe('Hello there');
    expect((get('large') as HTMLInputElement).checked).toBe(true);
    await act(async () => {
      get('security').click();
    });
    expect(state().goals).toEqual([]);
    expect((get('security') as HTMLInputElement).checked).toBe(false);
  });

  it('sends nothing for an untouched island', async () => {
    const { state, replay } = await hydrated(() => undefined);
    let replayed = -1;
    await act(async () => {
      replayed = replay();
    });
    expect(replayed).toBe(0);
    expect(state()).toEqual({ industry: '', goals: [], size: 'small', name: '', note: 'Hello' });
  });
});

/** Two fields whose handlers compute the next profile from the rendered one, as the recommendation test's do. */
function PropsComputed() {
  const [profile, setProfile] = useState({ industry: '', size: '' });
  return (
    <form>
      <select
        aria-label="industry"
        value={profile.industry}
        onChange={(event) => setProfile({ ...profile, industry: event.target.value })}
      >
        <option value="">Choose</option>
        <option value="legal">Legal</option>
      </select>
      <select
        aria-label="size"
        value={profile.size}
        onChange={(event) => setProfile({ ...profile, size: event.target.value })}
      >
        <option value="">Choose</option>
        <option value="small">Small</option>
      </select>
      <output>{JSON.stringify(profile)}</output>
    </form>
  );
}

/** {@link PropsComputed}, calling `onHydrated` from its first effect, as an island's root does. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(() => onHydrated(), [onHydrated]);
  return <PropsComputed />;
}

describe('captureEarlyValues outside act (React schedules as in the browser)', () => {
  it('keeps every replayed change when handlers compute from the rendered state', async () => {
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const container = document.createElement('div');
      containers.push(container);
      container.innerHTML = renderToString(<PropsComputed />);
      document.body.append(container);
      const select = (label: string) =>
        container.querySelector(`[aria-label="${label}"]`) as HTMLSelectElement;
      select('industry').value = 'legal';
      select('size').value = 'small';
      const replay = captureEarlyValues(container);
      await new Promise<void>((resolve) => {
        hydrateRoot(container, <Hydrated onHydrated={resolve} />);
      });
      expect(replay()).toBe(2);
      // React applies the replayed changes in its own time: wait until the output shows both.
      await vi.waitFor(() =>
        expect(JSON.parse(container.querySelector('output')?.textContent ?? '{}')).toEqual({
          industry: 'legal',
          size: 'small',
        }),
      );
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });
});
