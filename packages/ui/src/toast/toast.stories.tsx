import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { Button } from '../button/button.tsx';
import { type ToastOptions, ToastProvider, useToast } from './toast.tsx';

function Trigger() {
  const { toast } = useToast();
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button
        onClick={() =>
          toast({ title: 'Request sent', description: 'We will contact you within one business day.' })
        }
      >
        Show a confirmation
      </Button>
      <Button
        variant="destructive"
        onClick={() =>
          toast({
            title: 'We could not send your request',
            description: 'Please try again, or call us.',
            variant: 'destructive',
          })
        }
      >
        Show an error
      </Button>
    </div>
  );
}

/** Shows one toast on mount and keeps it open, so reviewers (and the axe test) can see it. */
function ShowOnMount(options: ToastOptions) {
  const { toast } = useToast();
  // biome-ignore lint/correctness/useExhaustiveDependencies: show once per story
  useEffect(() => {
    toast({ duration: Number.POSITIVE_INFINITY, ...options });
  }, []);
  return <p>The toast sits at the bottom right. Press F8 to focus it.</p>;
}

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click to show; a new toast replaces the current one (one at a time, 5 s, swipe right to close). */
export const Interactive: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Trigger />
    </ToastProvider>
  ),
};

export const Default: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <ShowOnMount title="Request sent" description="We will contact you within one business day." />
    </ToastProvider>
  ),
};

export const Destructive: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <ShowOnMount
        title="We could not send your request"
        description="Your answers are kept. Please try again, or call us."
        variant="destructive"
      />
    </ToastProvider>
  ),
};

export const TitleOnly: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <ShowOnMount title="Copied to the clipboard" />
    </ToastProvider>
  ),
};
