import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { BackToTop } from './back-to-top.tsx';

function LongPage({ scrollTo }: { scrollTo?: number }) {
  useEffect(() => {
    if (scrollTo !== undefined) window.scrollTo({ top: scrollTo, behavior: 'auto' });
  }, [scrollTo]);
  return (
    <main id="main">
      <p>Scroll down more than 300 px: the button appears at the bottom right.</p>
      {Array.from({ length: 40 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static filler
        <p key={i}>Paragraph {i + 1} of filler text so the page can scroll.</p>
      ))}
    </main>
  );
}

const meta = {
  title: 'Site/BackToTop',
  component: BackToTop,
  parameters: { layout: 'padded' },
  args: { focusTargetId: 'main' },
} satisfies Meta<typeof BackToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At the top of the page: the button is hidden. */
export const Hidden: Story = {
  render: (args) => (
    <>
      <LongPage />
      <BackToTop {...args} />
    </>
  ),
};

/** Scrolled past 300 px: the button is shown. */
export const Visible: Story = {
  render: (args) => (
    <>
      <LongPage scrollTo={800} />
      <BackToTop {...args} />
    </>
  ),
};

/** Lifted above a chat launcher. */
export const WithOffset: Story = {
  args: { bottomOffset: 72 },
  render: (args) => (
    <>
      <LongPage scrollTo={800} />
      <BackToTop {...args} />
    </>
  ),
};
