import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { SkipLink } from './skip-link.tsx';

const meta = {
  title: 'Site/SkipLink',
  component: SkipLink,
  args: { children: 'Skip to main content' },
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', minHeight: 120 }}>
        <Story />
        <main id="main" tabIndex={-1} style={{ paddingTop: 64 }}>
          Main content
        </main>
      </div>
    ),
  ],
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press Tab: the link slides into view. */
export const Hidden: Story = {};

function FocusedSkipLink() {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <SkipLink ref={ref} href="#main">
      Skip to main content
    </SkipLink>
  );
}

/** As it looks when focused. */
export const Focused: Story = { render: () => <FocusedSkipLink /> };
